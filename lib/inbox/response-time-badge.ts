// The rule behind the profile's "usually answers within a day / a week" (docs/product-rules.md#lead-inbox),
// pure so that its thresholds are tested on their own. Browser-safe.
import { RESPONSE_MIN_MESSAGES } from "./limits";

export type ResponseTimeBadge = "day" | "week";

const DAY_SECONDS = 86_400;

/**
 * `medianSeconds`: the median time from message to first answer over the window, a message without an
 * answer counting with the time it has waited so far. No badge below RESPONSE_MIN_MESSAGES messages (too few
 * to speak for anyone) nor when the median is beyond a week.
 */
export function responseTimeBadge(messages: number, medianSeconds: number | null): ResponseTimeBadge | null {
  if (messages < RESPONSE_MIN_MESSAGES || medianSeconds === null) return null;
  if (medianSeconds <= DAY_SECONDS) return "day";
  if (medianSeconds <= 7 * DAY_SECONDS) return "week";
  return null;
}
