// The fields of Stripe's objects that we read, parsed with zod (anything else is ignored).
// Accepts both shapes of recent API versions: period end on the subscription item, and the
// invoice's subscription under parent.subscription_details.
import "server-only";
import { z } from "zod";
import { isRecordId } from "@/lib/http/record-id";

const expandable = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === "string" ? v : v.id));

export const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const STRIPE_SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"] as const;

export const subscriptionSchema = z.object({
  id: z.string(),
  customer: expandable,
  status: z.enum(STRIPE_SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: z.number().int().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z.array(
      z.object({
        quantity: z.number().int().min(1).nullish(),
        current_period_end: z.number().int().nullish(),
        price: z.object({
          id: z.string(),
          unit_amount: z.number().int().nullish(),
          recurring: z.object({ interval: z.enum(["day", "week", "month", "year"]), interval_count: z.number().int().min(1).default(1) }).nullish(),
        }),
      }),
    ),
  }),
});

export type StripeSubscription = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: expandable.nullish() }).nullish() }).nullish(),
});

/** Our consultant id from metadata or client_reference_id, if it is one. */
export function consultantIdFrom(...candidates: (string | null | undefined)[]): number | null {
  for (const value of candidates) {
    if (value && /^[1-9]\d{0,9}$/.test(value)) {
      const id = Number(value);
      if (isRecordId(id)) return id;
    }
  }
  return null;
}
