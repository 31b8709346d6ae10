// Serializes the webhook events of one consultant's subscription: an upsert's ON CONFLICT covers
// only its arbiter ("consultantId"), so two first inserts racing for one consultant could still meet
// on the other unique key ("stripeCustomerId") and fail. The lock ends with the event's transaction.
import "server-only";
import type { WebhookContext } from "./types";

export async function lockSubscription(tx: WebhookContext["tx"], consultantId: number): Promise<void> {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`subscription:${consultantId}`}))::text`;
}
