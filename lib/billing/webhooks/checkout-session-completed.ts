// checkout.session.completed: links the Stripe customer and subscription to the consultant.
// The status is left to the customer.subscription.* events, which carry it with their own time.
import "server-only";
import { lockSubscription } from "./lock-subscription";
import { checkoutSessionSchema, consultantIdFrom } from "./payloads";
import type { WebhookHandler } from "./types";

export const checkoutSessionCompleted: WebhookHandler = async ({ tx, createdAt, object, eventId }) => {
  const session = checkoutSessionSchema.parse(object);
  if (session.mode !== "subscription") return;
  const consultantId = consultantIdFrom(session.metadata?.consultantId, session.client_reference_id);
  if (consultantId === null || !session.customer) {
    console.warn(`[billing] ${eventId}: checkout session without our consultant, ignored`);
    return;
  }
  await lockSubscription(tx, consultantId);
  const subscriptionId = session.subscription ?? null;
  // A late completion of an older checkout must not replace the id of a newer subscription.
  await tx.$executeRaw`
    INSERT INTO "Subscription" ("consultantId", "status", "stripeCustomerId", "stripeSubscriptionId", "updatedAt")
    SELECT c."id", 'incomplete', ${session.customer}, ${subscriptionId}, now() FROM "Consultant" c WHERE c."id" = ${consultantId}
    ON CONFLICT ("consultantId") DO UPDATE SET
      "stripeCustomerId" = EXCLUDED."stripeCustomerId",
      "stripeSubscriptionId" = CASE
        WHEN "Subscription"."lastEventAt" IS NULL OR "Subscription"."lastEventAt" <= ${createdAt}
        THEN COALESCE(EXCLUDED."stripeSubscriptionId", "Subscription"."stripeSubscriptionId")
        ELSE "Subscription"."stripeSubscriptionId" END,
      "updatedAt" = now()`;
};
