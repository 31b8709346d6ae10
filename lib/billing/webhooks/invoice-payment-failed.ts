// invoice.payment_failed: the last payment failed; Stripe retries and the portal lets the card be updated.
import "server-only";
import { applyInvoiceEvent } from "./apply-invoice";
import type { WebhookHandler } from "./types";

export const invoicePaymentFailed: WebhookHandler = (context) => applyInvoiceEvent(context, "payment_failed");
