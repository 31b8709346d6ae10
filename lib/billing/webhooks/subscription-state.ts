// Stripe's subscription object as our Subscription row. Pure, unit-tested.
import type { SubscriptionStatus } from "@/lib/db/generated/enums";
import type { StripeSubscription } from "./payloads";

const STATUS: Record<StripeSubscription["status"], SubscriptionStatus> = {
  incomplete: "incomplete",
  incomplete_expired: "incompleteExpired",
  trialing: "trialing",
  active: "active",
  past_due: "pastDue",
  canceled: "canceled",
  unpaid: "unpaid",
  paused: "paused",
};

/**
 * For two events created in the same second (Stripe's resolution), the later state in a
 * subscription's life wins: a cancellation is never undone by an "updated" of the same second.
 */
export const STATUS_PRECEDENCE: readonly SubscriptionStatus[] = [
  "incomplete",
  "trialing",
  "active",
  "pastDue",
  "unpaid",
  "paused",
  "incompleteExpired",
  "canceled",
];

export type SubscriptionState = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  stripePriceId: string | null;
  status: SubscriptionStatus;
  quantity: number;
  monthlyAmountRappen: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export function subscriptionState(subscription: StripeSubscription): SubscriptionState {
  const item = subscription.items.data[0];
  const quantity = item?.quantity ?? 1;
  const periodEnd = item?.current_period_end ?? subscription.current_period_end ?? null;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: subscription.customer,
    stripePriceId: item?.price.id ?? null,
    status: STATUS[subscription.status],
    quantity,
    monthlyAmountRappen: item ? monthlyRappen(item.price.unit_amount ?? 0, quantity, item.price.recurring ?? null) : 0,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The recurring amount per month, for revenue figures (MRR). */
export function monthlyRappen(
  unitAmount: number,
  quantity: number,
  recurring: { interval: "day" | "week" | "month" | "year"; interval_count: number } | null,
): number {
  const total = unitAmount * quantity;
  if (!recurring) return total;
  const months = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 }[recurring.interval] * recurring.interval_count;
  return Math.round(total / months);
}
