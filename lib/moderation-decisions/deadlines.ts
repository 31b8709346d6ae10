// The deadlines of due process (docs/product-rules.md#due-process), promised in the statements of reasons and
// shown on public and administration pages: browser-safe.

/** A decision's appeal window, in days from the decision. */
export const APPEAL_DAYS = 14;

/**
 * A hold is decided within this many days: the author's statement promises it; an older hold is flagged to the
 * administrators and counted in the profile's fairness record.
 */
export const OVERDUE_HOLD_DAYS = 7;
