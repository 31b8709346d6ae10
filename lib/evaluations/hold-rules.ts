// When an evaluation is held for moderation instead of waiting for its release date (docs/product-rules.md#holds):
// pure rules over facts that lib/evaluations/confirm-evaluation.ts gathers in
// one query when the customer confirms the address, which is when an evaluation starts to count.
import type { EvaluationHoldReason } from "@/lib/db/generated/enums";

/** A burst: at least this many confirmed evaluations of one consultant within a day … */
export const BURST_MINIMUM = 5;
/** … and this many times the consultant's own daily rate over the month before. */
export const BURST_FACTOR = 5;
/** The window for the burst. */
export const BURST_HOURS = 24;
/** How far back "one network" and "the consultant's network" look. */
export const NETWORK_WINDOW_DAYS = 30;

export type HoldFacts = {
  /** Confirmed evaluations of the consultant in the last BURST_HOURS, this one included. */
  confirmedLastDay: number;
  /** Confirmed evaluations of the consultant in the 30 days before that. */
  confirmedMonthBefore: number;
  /** Other confirmed evaluations of the consultant from the same network within NETWORK_WINDOW_DAYS. */
  sameNetworkEvaluations: number;
  /** The consultant (or their company's administrators) signed in from this network within NETWORK_WINDOW_DAYS. */
  consultantSignedInFromNetwork: boolean;
  /** The reviewer's address domain. */
  reviewerDomain: string;
  /** Domains of the consultant's own, public and company e-mail and websites (free-mail domains left out). */
  consultantDomains: readonly string[];
};

/** The daily count above which a consultant's day is a burst. */
export function burstThreshold(confirmedMonthBefore: number): number {
  return Math.max(BURST_MINIMUM, Math.ceil((BURST_FACTOR * confirmedMonthBefore) / 30));
}

export function holdReasons(facts: HoldFacts): EvaluationHoldReason[] {
  const reasons: EvaluationHoldReason[] = [];
  if (facts.confirmedLastDay >= burstThreshold(facts.confirmedMonthBefore)) reasons.push("burst");
  if (facts.sameNetworkEvaluations > 0) reasons.push("sharedNetwork");
  if (sharesDomain(facts.reviewerDomain, facts.consultantDomains)) reasons.push("consultantDomain");
  if (facts.consultantSignedInFromNetwork) reasons.push("consultantNetwork");
  return reasons;
}

/** The reviewer writes from the consultant's domain or a subdomain of it. */
export function sharesDomain(reviewerDomain: string, consultantDomains: readonly string[]): boolean {
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
