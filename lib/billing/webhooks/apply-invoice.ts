// invoice.* events set lastInvoiceStatus, newest event wins (lastInvoiceEventAt). The
// subscription's status itself comes from customer.subscription.updated, which Stripe sends too.
import "server-only";
import { invoiceSchema } from "./payloads";
import type { WebhookContext } from "./types";

export async function applyInvoiceEvent({ tx, createdAt, object }: WebhookContext, invoiceStatus: "paid" | "payment_failed"): Promise<void> {
  const invoice = invoiceSchema.parse(object);
  const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  const customerId = invoice.customer ?? null;
  if (!subscriptionId && !customerId) return;
  await tx.$executeRaw`
    UPDATE "Subscription" SET "lastInvoiceStatus" = ${invoiceStatus}, "lastInvoiceEventAt" = ${createdAt}, "updatedAt" = now()
    WHERE (("stripeSubscriptionId" = ${subscriptionId}) OR (${subscriptionId}::text IS NULL AND "stripeCustomerId" = ${customerId}))
      AND ("lastInvoiceEventAt" IS NULL OR "lastInvoiceEventAt" < ${createdAt}
           OR ("lastInvoiceEventAt" = ${createdAt} AND ${invoiceStatus} = 'paid'))`;
}
