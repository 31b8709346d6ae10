import "server-only";
import { config } from "@/lib/config";

/** Where Stripe sends the consultant back to: the subscription tab of their profile. */
export function subscriptionTabUrl(): string {
  return new URL("/account/profile?tab=subscription", config().APP_URL).toString();
}
