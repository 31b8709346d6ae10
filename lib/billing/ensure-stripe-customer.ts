// The consultant's Stripe customer: reused from Subscription.stripeCustomerId, else created once.
// The idempotency key makes concurrent first checkouts receive the same customer from Stripe, and
// the upsert keeps whichever id was stored first.
import "server-only";
import type Stripe from "stripe";
import type { Db } from "@/lib/db/create-client";
import { stripeUnavailable } from "./stripe";
import { singleRow } from "@/lib/db/single-row";

type BillingConsultant = {
  id: number;
  email: string | null;
  publicEmail: string;
  givenName: string;
  familyName: string;
  subscription: { stripeCustomerId: string | null } | null;
};

export async function ensureStripeCustomer(stripe: Stripe, consultant: BillingConsultant, database: Db): Promise<string> {
  const existing = consultant.subscription?.stripeCustomerId;
  if (existing) return existing;
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      {
        email: consultant.email ?? consultant.publicEmail,
        name: `${consultant.givenName} ${consultant.familyName}`,
        metadata: { consultantId: String(consultant.id) },
      },
      { idempotencyKey: `customer:${consultant.id}` },
    );
  } catch (error) {
    throw stripeUnavailable(error);
  }
  // "incomplete": a checkout was opened; nothing is paid until Stripe's events say so.
  const rows = await database.$queryRaw<{ stripeCustomerId: string }[]>`
    INSERT INTO "Subscription" ("consultantId", "status", "stripeCustomerId", "updatedAt")
    VALUES (${consultant.id}, 'incomplete', ${customer.id}, now())
    ON CONFLICT ("consultantId") DO UPDATE
      SET "stripeCustomerId" = COALESCE("Subscription"."stripeCustomerId", EXCLUDED."stripeCustomerId"), "updatedAt" = now()
    RETURNING "stripeCustomerId"`;
  return singleRow(rows).stripeCustomerId;
}
