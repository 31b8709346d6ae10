// The caps of lib/contact-email/limits.ts on top of the shared counters, with the refusal in the
// caller's language: the contact form shows the problem's detail as it comes.
import "server-only";
import { AppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { contactEmailText } from "./texts";

export { addressKey } from "./address-key";

export type Cap = { purpose: string; limit: number; windowSeconds: number };

/** Counts one for `subject` under `cap`; above it, a 429 whose detail is `messageKey` in `locale`. */
export async function consumeCap(cap: Cap, subject: string, locale: string | undefined, messageKey: string): Promise<void> {
  try {
    await consumeRateLimit(`${cap.purpose}:${subject}`, cap.limit, cap.windowSeconds);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      throw new AppError("rate_limited", contactEmailText(locale, messageKey), error.details);
    }
    throw error;
  }
}

/** True when the cap still had room (and counts one), false above it: for mail that may be skipped. */
export async function withinCap(cap: Cap, subject: string): Promise<boolean> {
  try {
    await consumeRateLimit(`${cap.purpose}:${subject}`, cap.limit, cap.windowSeconds);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
}
