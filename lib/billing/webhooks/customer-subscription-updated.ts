// customer.subscription.updated: the subscription's state as Stripe reports it, if newer than ours.
import "server-only";
import { applySubscriptionEvent } from "./apply-subscription";
import type { WebhookHandler } from "./types";

export const customerSubscriptionUpdated: WebhookHandler = (context) => applySubscriptionEvent(context);
