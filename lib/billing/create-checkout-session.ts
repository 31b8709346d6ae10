// GET /api/consultant/{id}/checkout/{priceId}: the Stripe Checkout address for a plan.
import "server-only";
import type Stripe from "stripe";
import type { Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { subscriptionTabUrl } from "./billing-links";
import { getBillingConsultantOrThrow } from "./get-billing-consultant";
import { listPlans } from "./plans";
import { requireStripe, stripeUnavailable } from "./stripe";
import { ensureStripeCustomer } from "./ensure-stripe-customer";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

export type BillingOptions = ServiceContext & { stripe?: Stripe };

/** A subscription in these states must be changed in the billing portal, not bought twice. */
const RUNNING = new Set(["active", "trialing", "pastDue", "unpaid", "paused"]);

export async function createCheckoutSession(actor: Actor, consultantId: number, priceId: string, options: BillingOptions = {}): Promise<string> {
  const { db, now } = resolveContext(options);
  const consultant = await getBillingConsultantOrThrow(actor, consultantId, db);
  const stripe = options.stripe ?? requireStripe();

  const plan = (await listPlans({ db })).find((p) => p.stripePriceId !== null && p.stripePriceId === priceId);
  if (!plan) throw notFound("price");
  if (plan.purchase !== "checkout") {
    throw new AppError("conflict", "The corporate plan is arranged on request: please use the corporate request form.");
  }
  const current = consultant.subscription;
  if (current?.stripeSubscriptionId && RUNNING.has(current.status)) {
    throw new AppError("conflict", "There is already a subscription: change the plan in the billing portal.");
  }

  const customerId = await ensureStripeCustomer(stripe, consultant, db);
  const day = now.toISOString().slice(0, 10);
  const returnUrl = subscriptionTabUrl();
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: String(consultantId),
        metadata: { consultantId: String(consultantId) },
        subscription_data: { metadata: { consultantId: String(consultantId) } },
        success_url: returnUrl,
        cancel_url: returnUrl,
      },
      // Double clicks and retries on the same day open the same checkout instead of a second one.
      { idempotencyKey: `checkout:${consultantId}:${priceId}:${day}` },
    );
    if (!session.url) throw new Error("checkout session without url");
    return session.url;
  } catch (error) {
    throw stripeUnavailable(error);
  }
}
