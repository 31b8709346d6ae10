-- Billing: Stripe webhooks may arrive late, twice or out of order. Each subscription keeps the
-- creation time of the last Stripe event applied to it, separately for subscription events and
-- invoice events, so an older event never overwrites a newer state.
ALTER TABLE "Subscription" ADD COLUMN "lastEventAt" TIMESTAMPTZ(3);
ALTER TABLE "Subscription" ADD COLUMN "lastInvoiceEventAt" TIMESTAMPTZ(3);
