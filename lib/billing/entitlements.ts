// What a consultant's payment state switches on (docs/product-rules.md#subscriptions-and-pricing): during the trial
// everything; afterwards the booking widget and the statistics need an active subscription.
// The public profile, its ratings and the ranking never depend on payment, so they are not here.
import type { SubscriptionStatus } from "@/lib/db/generated/enums";

type EntitlementReason =
  /** Free trial running. */
  | "trial"
  /** Paid subscription in good standing (or Stripe's own trial). */
  | "subscription"
  /** Payment failed and Stripe is retrying: kept on, the consultant is asked to update the card. */
  | "paymentPending"
  /** Trial over and never subscribed. */
  | "trialEnded"
  /** Subscription canceled, unpaid, expired or paused. */
  | "subscriptionEnded"
  /** No trial recorded and no subscription (e.g. an unclaimed profile). */
  | "noSubscription";

export type Entitlements = {
  inTrial: boolean;
  trialEndsAt: Date | null;
  hasActiveSubscription: boolean;
  bookingWidget: boolean;
  statistics: boolean;
  reason: EntitlementReason;
};

/** Stripe keeps retrying a failed payment for a while (past_due); service continues meanwhile. */
const ACTIVE: ReadonlySet<SubscriptionStatus> = new Set(["active", "trialing", "pastDue"]);

export function getEntitlements(consultant: { trialEndsAt: Date | null }, subscription: { status: SubscriptionStatus } | null, now: Date): Entitlements {
  const trialEndsAt = consultant.trialEndsAt;
  const inTrial = trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
  const hasActiveSubscription = subscription !== null && ACTIVE.has(subscription.status);
  const enabled = inTrial || hasActiveSubscription;
  return {
    inTrial,
    trialEndsAt,
    hasActiveSubscription,
    bookingWidget: enabled,
    statistics: enabled,
    reason: reasonFor(inTrial, subscription, trialEndsAt),
  };
}

function reasonFor(inTrial: boolean, subscription: { status: SubscriptionStatus } | null, trialEndsAt: Date | null): EntitlementReason {
  if (subscription?.status === "pastDue") return "paymentPending";
  if (subscription && ACTIVE.has(subscription.status)) return "subscription";
  if (inTrial) return "trial";
  // A row with status incomplete only means checkout was opened, not that anything was paid.
  if (subscription && subscription.status !== "incomplete") return "subscriptionEnded";
  return trialEndsAt ? "trialEnded" : "noSubscription";
}
