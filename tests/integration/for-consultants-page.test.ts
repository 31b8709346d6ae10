// The "for consultants" page's loader (lib/public-pages/for-consultants-page.ts): the active plans in their
// order with how each price reads, and the beta offer only until the configured beta phase ends. Real
// PostgreSQL with the seeded plans.
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config";
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

  it("shows the beta offer until the last day of the beta phase ends (Swiss winter time), not after", async () => {
    const { BETA_START, BETA_END } = config();
    const lastMinute = new Date(`${BETA_END}T23:59:00+01:00`);
    expect((await loadForConsultantsPage(lastMinute)).beta).toEqual({
      start: new Date(`${BETA_START}T00:00:00+01:00`),
      end: new Date(`${BETA_END}T23:59:59+01:00`),
    });
    const dayAfter = new Date(lastMinute.getTime() + 60 * 60_000);
    expect((await loadForConsultantsPage(dayAfter)).beta).toBeNull();
  });

  it("carries the configured trial length and ranking", async () => {
    const page = await loadForConsultantsPage(new Date());
    expect(page.trialDays).toBe(config().TRIAL_DAYS);
    expect(page.ranking.minRatings).toBeGreaterThan(0);
  });
});
