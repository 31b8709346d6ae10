// What a service says it changed (lib/cache/invalidate.ts maps it to the cached pages that show it).
// Kept apart from invalidate.ts, which is server-only and imports Next: the stored figures
// (lib/consultants/aggregates.ts) read a Change too, and the seed and the test runner load them in plain Node.

export type Change = {
  /** Profiles whose public fields, state or company link changed (created, edited, disabled, claimed, withdrawn, erased). */
  consultants?: readonly number[];
  /** Consultants whose evaluations changed in what a visitor sees (published, confirmed, hidden, deleted, answered). */
  evaluationsOf?: readonly number[];
  /** Companies whose record changed (name, logo, address, deleted): their page and their members' pages. */
  companies?: readonly number[];
  /** Companies that gained or lost a member (a link changed, a member left or was removed): their page and figures. */
  membershipsOf?: readonly number[];
  /** Consultants whose response time may have changed (a first answer from the lead inbox): their page only. */
  responseTimesOf?: readonly number[];
  /** Consulting topics (names, order): shown on nearly every public page. */
  topics?: boolean;
  /** Question definitions: their texts show with the evaluations. */
  questions?: boolean;
  /** Many consultants at once (the release job): every public page, rather than thousands of tags. */
  everything?: boolean;
};

/** The consultants whose page a change touches: edited profiles and those whose evaluations changed. */
export const consultantIdsOf = (change: Change) => [...new Set([...(change.consultants ?? []), ...(change.evaluationsOf ?? [])])];
