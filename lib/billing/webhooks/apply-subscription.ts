// Applies a customer.subscription.* event to the consultant's Subscription row, unless a newer
// event was already applied (lastEventAt): Stripe does not guarantee delivery order.
// One upsert, under a lock per consultant (lock-subscription.ts), so concurrent events for one consultant serialize.
import "server-only";
import { planIdForPrice } from "@/lib/billing/plans";
import { lockSubscription } from "./lock-subscription";
import { consultantIdFrom, subscriptionSchema } from "./payloads";
import { STATUS_PRECEDENCE, subscriptionState } from "./subscription-state";
import type { WebhookContext } from "./types";

export async function applySubscriptionEvent({ tx, createdAt, object, eventId }: WebhookContext): Promise<void> {
  const subscription = subscriptionSchema.parse(object);
  const state = subscriptionState(subscription);
  const consultantId =
    consultantIdFrom(subscription.metadata?.consultantId) ??
    (await tx.subscription.findUnique({ where: { stripeCustomerId: state.stripeCustomerId }, select: { consultantId: true } }))?.consultantId ??
    null;
  if (consultantId === null) {
    console.warn(`[billing] ${eventId}: subscription of an unknown customer, ignored`);
    return;
  }
  await lockSubscription(tx, consultantId);
  const planId = planIdForPrice(state.stripePriceId);
  const precedence = STATUS_PRECEDENCE as string[];
  await tx.$executeRaw`
    INSERT INTO "Subscription" ("consultantId", "planId", "stripeCustomerId", "stripeSubscriptionId", "stripePriceId", "status",
      "quantity", "monthlyAmountRappen", "currentPeriodEnd", "cancelAtPeriodEnd", "lastEventAt", "updatedAt")
    SELECT c."id", ${planId}, ${state.stripeCustomerId}, ${state.stripeSubscriptionId}, ${state.stripePriceId},
      ${state.status}::"SubscriptionStatus", ${state.quantity}, ${state.monthlyAmountRappen}, ${state.currentPeriodEnd},
      ${state.cancelAtPeriodEnd}, ${createdAt}, now()
    FROM "Consultant" c WHERE c."id" = ${consultantId}
    ON CONFLICT ("consultantId") DO UPDATE SET
      "planId" = EXCLUDED."planId",
      "stripeCustomerId" = EXCLUDED."stripeCustomerId",
      "stripeSubscriptionId" = EXCLUDED."stripeSubscriptionId",
      "stripePriceId" = EXCLUDED."stripePriceId",
      "status" = EXCLUDED."status",
      "quantity" = EXCLUDED."quantity",
      "monthlyAmountRappen" = EXCLUDED."monthlyAmountRappen",
      "currentPeriodEnd" = EXCLUDED."currentPeriodEnd",
      "cancelAtPeriodEnd" = EXCLUDED."cancelAtPeriodEnd",
      "lastEventAt" = EXCLUDED."lastEventAt",
      "updatedAt" = now()
    WHERE "Subscription"."lastEventAt" IS NULL
       OR "Subscription"."lastEventAt" < EXCLUDED."lastEventAt"
       OR ("Subscription"."lastEventAt" = EXCLUDED."lastEventAt"
           AND array_position(${precedence}::text[], EXCLUDED."status"::text) >= array_position(${precedence}::text[], "Subscription"."status"::text))`;
}
