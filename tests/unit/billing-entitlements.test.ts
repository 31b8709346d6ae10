import { describe, expect, it } from "vitest";
import { getEntitlements } from "@/lib/billing/entitlements";
import { monthlyRappen, subscriptionState } from "@/lib/billing/webhooks/subscription-state";

const now = new Date("2026-06-15T12:00:00Z");
const future = new Date("2026-06-20T00:00:00Z");
const past = new Date("2026-06-01T00:00:00Z");

describe("getEntitlements", () => {
  it("switches everything on during the trial", () => {
    expect(getEntitlements({ trialEndsAt: future }, null, now)).toEqual({
      inTrial: true,
      trialEndsAt: future,
      hasActiveSubscription: false,
      bookingWidget: true,
      statistics: true,
      reason: "trial",
    });
  });

  it("switches booking widget and statistics off after the trial without a subscription", () => {
    expect(getEntitlements({ trialEndsAt: past }, null, now)).toMatchObject({ inTrial: false, bookingWidget: false, statistics: false, reason: "trialEnded" });
    expect(getEntitlements({ trialEndsAt: past }, { status: "incomplete" }, now)).toMatchObject({ bookingWidget: false, reason: "trialEnded" });
    expect(getEntitlements({ trialEndsAt: null }, null, now)).toMatchObject({ bookingWidget: false, reason: "noSubscription" });
  });

  it("keeps them on with an active subscription, also while Stripe retries a failed payment", () => {
    expect(getEntitlements({ trialEndsAt: past }, { status: "active" }, now)).toMatchObject({
      hasActiveSubscription: true,
      bookingWidget: true,
      statistics: true,
      reason: "subscription",
    });
    expect(getEntitlements({ trialEndsAt: past }, { status: "pastDue" }, now)).toMatchObject({
      hasActiveSubscription: true,
      bookingWidget: true,
      reason: "paymentPending",
    });
    expect(getEntitlements({ trialEndsAt: future }, { status: "active" }, now)).toMatchObject({ inTrial: true, reason: "subscription" });
  });

  it("switches them off when the subscription ended", () => {
    for (const status of ["canceled", "unpaid", "incompleteExpired", "paused"] as const) {
      expect(getEntitlements({ trialEndsAt: past }, { status }, now)).toMatchObject({
        hasActiveSubscription: false,
        bookingWidget: false,
        statistics: false,
        reason: "subscriptionEnded",
      });
    }
  });

  it("ends the trial exactly at trialEndsAt", () => {
    expect(getEntitlements({ trialEndsAt: now }, null, now).inTrial).toBe(false);
  });
});

describe("Stripe subscription to our row", () => {
  it("normalises the recurring amount to a month", () => {
    expect(monthlyRappen(9900, 1, { interval: "month", interval_count: 1 })).toBe(9900);
    expect(monthlyRappen(7900, 3, { interval: "month", interval_count: 1 })).toBe(23700);
    expect(monthlyRappen(118800, 1, { interval: "year", interval_count: 1 })).toBe(9900);
    expect(monthlyRappen(29700, 1, { interval: "month", interval_count: 3 })).toBe(9900);
  });

  it("maps Stripe's statuses and reads the period end from the item or the subscription", () => {
    const base = {
      id: "sub_1",
      customer: "cus_1",
      cancel_at_period_end: true,
      items: { data: [{ quantity: 2, price: { id: "price_x", unit_amount: 7900, recurring: { interval: "month" as const, interval_count: 1 } } }] },
    };
    expect(subscriptionState({ ...base, status: "past_due", current_period_end: 1_800_000_000 })).toEqual({
      stripeSubscriptionId: "sub_1",
      stripeCustomerId: "cus_1",
      stripePriceId: "price_x",
      status: "pastDue",
      quantity: 2,
      monthlyAmountRappen: 15800,
      currentPeriodEnd: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: true,
    });
    expect(subscriptionState({ ...base, status: "incomplete_expired" }).status).toBe("incompleteExpired");
  });
});
