// The contact caps of lib/rate-limit/limits.ts on top of the shared counters, with the refusal in the
// caller's language: the contact form shows the problem's detail as it comes.
import "server-only";
import { AppError } from "@/lib/errors";
import { consumeRateLimitFor } from "@/lib/rate-limit";
import type { RateLimit } from "@/lib/rate-limit/limits";
import { contactEmailText } from "./texts";

export { addressKey } from "./address-key";

/** Counts one for `subject` under `cap`; above it, a 429 whose detail is `messageKey` in `locale`. */
export async function consumeCap(cap: RateLimit, subject: string, locale: string | undefined, messageKey: string): Promise<void> {
  try {
    await consumeRateLimitFor(cap, subject);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      throw new AppError("rate_limited", contactEmailText(locale, messageKey), error.details);
    }
    throw error;
  }
}

/** True when the cap still had room (and counts one), false above it: for mail that may be skipped. */
export async function withinCap(cap: RateLimit, subject: string): Promise<boolean> {
  try {
    await consumeRateLimitFor(cap, subject);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
}
