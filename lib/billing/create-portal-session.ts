// GET /api/consultant/{id}/portal: the Stripe billing portal address (change plan, card, invoices, cancel).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { subscriptionTabUrl } from "./billing-links";
import type { BillingOptions } from "./create-checkout-session";
import { getBillingConsultantOrThrow } from "./get-billing-consultant";
import { requireStripe, stripeUnavailable } from "./stripe";
import { resolveContext } from "@/lib/service-context";

export async function createPortalSession(actor: Actor, consultantId: number, options: BillingOptions = {}): Promise<string> {
  const { db, now } = resolveContext(options);
  const consultant = await getBillingConsultantOrThrow(actor, consultantId, db);
  const stripe = options.stripe ?? requireStripe();
  const customer = consultant.subscription?.stripeCustomerId;
  if (!customer) throw new AppError("conflict", "There is no billing account yet: choose a plan first.");
  const minute = Math.floor(now.getTime() / 60_000);
  try {
    const session = await stripe.billingPortal.sessions.create(
      { customer, return_url: subscriptionTabUrl() },
      // Portal sessions are short-lived: one per consultant and minute absorbs double clicks.
      { idempotencyKey: `portal:${consultantId}:${minute}` },
    );
    return session.url;
  } catch (error) {
    throw stripeUnavailable(error);
  }
}
