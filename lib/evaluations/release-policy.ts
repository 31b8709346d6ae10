// The release policy (docs/product-rules.md#evaluation-states-and-release) as pure functions: the periods come from configuration
// (RELEASE_DAYS, BAD_RATING_HOLD_DAYS, EDIT_WINDOW_DAYS) and the clock is the caller's.
import { isBadRating } from "./scoring";

export type ReleasePolicy = { releaseDays: number; badRatingHoldDays: number; editWindowDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Fixed at creation: a bad evaluation is held for its improvement window only, others for the review period. */
export function releaseDate(dateOfCreation: Date, overallRating: number, policy: ReleasePolicy): Date {
  return addDays(dateOfCreation, isBadRating(overallRating) ? policy.badRatingHoldDays : policy.releaseDays);
}

export function editDeadline(dateOfCreation: Date, policy: Pick<ReleasePolicy, "editWindowDays">): Date {
  return addDays(dateOfCreation, policy.editWindowDays);
}

export function canStillEdit(dateOfCreation: Date, now: Date, policy: Pick<ReleasePolicy, "editWindowDays">): boolean {
  return now.getTime() < editDeadline(dateOfCreation, policy).getTime();
}

/** Whole days left to edit, rounded up (a few hours left still show as one day), never negative. */
export function daysLeftToEdit(dateOfCreation: Date, now: Date, policy: Pick<ReleasePolicy, "editWindowDays">): number {
  const left = editDeadline(dateOfCreation, policy).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}
