// The "for consultants" page's loader (lib/public-pages/for-consultants-page.ts): the active plans in their
// order with how each price reads, and the beta offer only while the configured beta phase lasts in Zurich. Real
// PostgreSQL with the seeded plans.
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { swissDate, swissDayEnd, swissDayStart } from "@/lib/format";
import { loadForConsultantsPage } from "@/lib/public-pages/for-consultants-page";
import { setupApiDatabase } from "@/tests/support/api";

const ctx = setupApiDatabase();

beforeAll(async () => {
  const plan = { perUser: false, highlighted: false, features: ["pricing.features.profile"] };
  await ctx.current().pricingPlan.create({ data: { ...plan, id: "enterprise", monthlyPriceChf: null, sortOrder: 40, active: true } });
  await ctx.current().pricingPlan.create({ data: { ...plan, id: "retired", monthlyPriceChf: 49, sortOrder: 5, active: false } });
});

describe("the 'for consultants' page's loader", () => {
  it("shows the active plans in order: a flat price, a price per user, and 'on request' without a price", async () => {
    const { plans } = await loadForConsultantsPage(new Date());
    expect(plans.map((plan) => [plan.id, plan.price])).toEqual([
      ["essential", { kind: "perMonth", chf: 79 }],
      ["professional", { kind: "perMonth", chf: 99 }],
      ["corporate", { kind: "perUserPerMonth", chf: 79 }],
      ["enterprise", { kind: "onRequest" }],
    ]);
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(["professional"]);
    expect(plans[0]?.features).toContain("features.profile");
  });

  it("shows the beta offer from midnight of its first day in Zurich, not before", async () => {
    const start = swissDayStart(config().BETA_START);
    expect((await loadForConsultantsPage(new Date(start.getTime() - 60_000))).beta).toBeNull();
    expect((await loadForConsultantsPage(start)).beta).toMatchObject({ start });
  });

  it("shows the beta offer until the last day of the beta phase ends in Zurich, in summer time as in winter time, not after", async () => {
    const { BETA_START, BETA_END } = config();
    // The default phase begins in winter (+01:00) and ends on 2024-03-31, the first day of summer time (+02:00).
    const end = swissDayEnd(BETA_END);
    const lastMinute = new Date(end.getTime() - 59_999);
    expect((await loadForConsultantsPage(lastMinute)).beta).toEqual({ start: swissDayStart(BETA_START), end });
    expect(swissDate(lastMinute)).toBe(BETA_END);
    const halfPastMidnight = new Date(end.getTime() + 1 + 30 * 60_000);
    expect(swissDate(halfPastMidnight)).not.toBe(BETA_END);
    expect((await loadForConsultantsPage(halfPastMidnight)).beta).toBeNull();
  });

  it("carries the configured trial length and ranking", async () => {
    const page = await loadForConsultantsPage(new Date());
    expect(page.trialDays).toBe(config().TRIAL_DAYS);
    expect(page.ranking.minRatings).toBeGreaterThan(0);
  });
});
