// Everything the "for consultants" page shows besides its texts: the plans with their price rule, the beta
// offer while the configured beta phase lasts, the ranking's configured weight and minimum and the trial's
// length. The page (app/[locale]/(public)/for-consultants/page.tsx) translates and renders what this returns.
import "server-only";
import { listPlans, type Plan } from "@/lib/billing/plans";
import { config } from "@/lib/config";
import { swissDayEnd, swissDayStart } from "@/lib/format";
import { configuredRankingPolicy } from "@/lib/search/top-consultants";

/** How a plan's price reads: a plan without a price is arranged on request. */
type PlanPrice = { kind: "onRequest" } | { kind: "perUserPerMonth"; chf: number } | { kind: "perMonth"; chf: number };

function planPrice(plan: Plan): PlanPrice {
  if (plan.monthlyPriceChf === null) return { kind: "onRequest" };
  return { kind: plan.perUser ? "perUserPerMonth" : "perMonth", chf: plan.monthlyPriceChf };
}

/**
 * The beta offer shows only while the configured beta phase lasts (docs/product-rules.md#subscriptions-and-pricing):
 * from 00:00 of BETA_START to the end of BETA_END in Zurich, in summer time (+02:00) as in winter time (+01:00).
 */
function betaPhase(now: Date): { start: Date; end: Date } | null {
  const { BETA_START, BETA_END } = config();
  const start = swissDayStart(BETA_START);
  const end = swissDayEnd(BETA_END);
  return now >= start && now <= end ? { start, end } : null;
}

/** `now` decides whether the beta offer shows: the moment the page is rendered (again at most once an hour). */
export async function loadForConsultantsPage(now: Date) {
  const plans = await listPlans();
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      // Message keys in the "pricing" namespace.
      features: plan.features,
      highlighted: plan.highlighted,
      price: planPrice(plan),
    })),
    beta: betaPhase(now),
    ranking: configuredRankingPolicy(),
    trialDays: config().TRIAL_DAYS,
  };
}
