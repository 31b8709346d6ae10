// Stripe webhook events as the tests send them to POST /api/webhooks/stripe: a subscription to the
// professional plan, and the stripe-signature header Stripe adds to each delivery.
import Stripe from "stripe";

/** The stripe-signature header of `payload`, signed with `secret` at `timestamp` (seconds; now when absent). */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The body and headers of a signed delivery of `event`, for `call` from tests/support/api.ts. */
export function signedWebhook(event: unknown, secret: string, timestamp?: number): { body: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  return { body: payload, headers: { "stripe-signature": stripeSignature(payload, secret, timestamp) } };
}

type SubscriptionFields = { id: string; customer: string; consultantId: number; status: string; periodEnd: number };

/** A Stripe subscription object: one seat of price_professional (CHF 99 a month) for `consultantId`, paid until `periodEnd` (seconds). */
export function stripeSubscription({ id, customer, consultantId, status, periodEnd }: SubscriptionFields, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: "subscription",
    customer,
    status,
    cancel_at_period_end: false,
    metadata: { consultantId: String(consultantId) },
    items: {
      data: [
        {
          quantity: 1,
          current_period_end: periodEnd,
          price: { id: "price_professional", unit_amount: 9900, recurring: { interval: "month", interval_count: 1 } },
        },
      ],
    },
    ...extra,
  };
}
