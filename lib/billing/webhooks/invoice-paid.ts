// invoice.paid: the last invoice was paid.
import "server-only";
import { applyInvoiceEvent } from "./apply-invoice";
import type { WebhookHandler } from "./types";

export const invoicePaid: WebhookHandler = (context) => applyInvoiceEvent(context, "paid");
