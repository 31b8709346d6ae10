// When an evaluation is held for moderation instead of waiting for its release date (docs/product-rules.md#holds):
// pure rules over facts that lib/evaluations/confirm-evaluation.ts gathers in
// one query when the customer confirms the address, which is when an evaluation starts to count.
//
// A hold must never become a consultant's tool (decisions.md "Trust in ratings"): every rule that looks at
// other evaluations compares an evaluation with those of its own kind, critical (below 4.0 as shown) or
// positive. A critical one is held only by critical ones around it, so a wave of friends' praise can
// neither hold nor drag along a critical rating; a positive one may be held by anything around it.
// Evaluations held along with this one (holdsOthersOfKind) are likewise of its own kind only.
import type { EvaluationHoldReason } from "@/lib/db/generated/enums";

/** A burst: at least this many confirmed evaluations of one consultant within a day … */
export const BURST_MINIMUM = 5;
/** … and this many times the consultant's own daily rate over the month before. */
const BURST_FACTOR = 5;
/** The window for the burst. */
export const BURST_HOURS = 24;
/** How far back "one network" and "the consultant's network" look. */
export const NETWORK_WINDOW_DAYS = 30;

/** Repeated texts and reviewer names: among one consultant's evaluations confirmed within this many days. */
export const REPEAT_WINDOW_DAYS = 30;
/** pg_trgm similarity (0..1) from which two comments count as nearly the same text. */
export const REPEATED_TEXT_SIMILARITY = 0.8;
/** Shorter comments ("Sehr gut.", "Top!") repeat among honest customers: they are not compared. */
export const REPEATED_TEXT_MIN_LENGTH = 20;

/** A wave of negatives: at least this many critical evaluations confirmed within NEGATIVE_WAVE_DAYS … */
export const NEGATIVE_WAVE_MINIMUM = 3;
/** … the wave's window … */
export const NEGATIVE_WAVE_DAYS = 7;
/** … and this many times the consultant's own rate of critical evaluations over the history before. */
const NEGATIVE_WAVE_FACTOR = 3;
/** The history a wave is compared with. */
export const NEGATIVE_HISTORY_DAYS = 365;

/** Counts of other evaluations, split by kind. */
type KindCounts = { critical: number; positive: number };

export type HoldFacts = {
  /** This evaluation is critical (isBadRating: below 4.0 as shown). */
  critical: boolean;
  /** Confirmed evaluations of the consultant in the last BURST_HOURS, this one included (in its kind). */
  confirmedLastDay: KindCounts;
  /** Confirmed evaluations of the consultant in the 30 days before that (any kind: the consultant's own rate). */
  confirmedMonthBefore: number;
  /** Other confirmed evaluations of the consultant from the same network within NETWORK_WINDOW_DAYS. */
  sameNetworkEvaluations: KindCounts;
  /** The consultant, or an administrator or member of their company, signed in from this network within NETWORK_WINDOW_DAYS. */
  consultantSignedInFromNetwork: boolean;
  /** The reviewer's address domain. */
  reviewerDomain: string;
  /** Domains of the consultant's own, public and company e-mail and websites (free-mail domains left out). */
  consultantDomains: readonly string[];
  /** Length of this evaluation's comment (0 without one). */
  commentLength: number;
  /** Other mailboxes' evaluations within REPEAT_WINDOW_DAYS whose comment is nearly the same. */
  repeatedTexts: KindCounts;
  /** Other mailboxes' evaluations within REPEAT_WINDOW_DAYS signed with the same name. */
  repeatedNames: KindCounts;
  /** Critical evaluations confirmed within NEGATIVE_WAVE_DAYS, this one included. */
  criticalInWave: number;
  /** Critical evaluations confirmed in the NEGATIVE_HISTORY_DAYS before the wave's window. */
  criticalInHistory: number;
};

/** The daily count above which a consultant's day is a burst. */
function burstThreshold(confirmedMonthBefore: number): number {
  return Math.max(BURST_MINIMUM, Math.ceil((BURST_FACTOR * confirmedMonthBefore) / 30));
}

/** The number of critical evaluations within NEGATIVE_WAVE_DAYS from which they are a wave for this consultant. */
export function negativeWaveThreshold(criticalInHistory: number): number {
  return Math.max(NEGATIVE_WAVE_MINIMUM, Math.ceil((NEGATIVE_WAVE_FACTOR * criticalInHistory * NEGATIVE_WAVE_DAYS) / NEGATIVE_HISTORY_DAYS));
}

/** The others that may hold this evaluation: for a critical one only critical ones, for a positive one any. */
function relevant(counts: KindCounts, critical: boolean): number {
  return critical ? counts.critical : counts.critical + counts.positive;
}

/** Evaluations held along with this one are of its own kind only: the critical ones when it is critical. */
export function holdsOthersOfKind(critical: boolean): "critical" | "positive" {
  return critical ? "critical" : "positive";
}

export function holdReasons(facts: HoldFacts): EvaluationHoldReason[] {
  const reasons: EvaluationHoldReason[] = [];
  const { critical } = facts;
  if (relevant(facts.confirmedLastDay, critical) >= burstThreshold(facts.confirmedMonthBefore)) reasons.push("burst");
  if (relevant(facts.sameNetworkEvaluations, critical) > 0) reasons.push("sharedNetwork");
  if (sharesDomain(facts.reviewerDomain, facts.consultantDomains)) reasons.push("consultantDomain");
  if (facts.consultantSignedInFromNetwork) reasons.push("consultantNetwork");
  if (facts.commentLength >= REPEATED_TEXT_MIN_LENGTH && relevant(facts.repeatedTexts, critical) > 0) reasons.push("repeatedText");
  if (relevant(facts.repeatedNames, critical) > 0) reasons.push("repeatedName");
  if (critical && facts.criticalInWave >= negativeWaveThreshold(facts.criticalInHistory)) reasons.push("negativeWave");
  return reasons;
}

/** The reviewer writes from the consultant's domain or a subdomain of it. */
function sharesDomain(reviewerDomain: string, consultantDomains: readonly string[]): boolean {
  const domain = reviewerDomain.toLowerCase();
  return consultantDomains.some((own) => domain === own || domain.endsWith(`.${own}`));
}

/** The host of a website address without "www.", or null when it is not a URL. */
export function websiteDomain(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}
