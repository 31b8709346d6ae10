// POST /api/webhooks/stripe: verifies Stripe's signature on the raw body, then applies the event
// exactly once: its id is recorded (INSERT … ON CONFLICT DO NOTHING) in the same transaction as
// its effect, so a replay, a retry or a concurrent duplicate finds the id and does nothing.
import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db/create-client";
import { AppError } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";
import { WEBHOOK_HANDLERS } from "./webhooks";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const envelopeSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  created: z.number().int().positive(),
  data: z.object({ object: z.unknown() }),
});

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

export async function handleStripeWebhook(rawBody: string, signature: string | null, options: ServiceContext = {}): Promise<WebhookOutcome> {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_configured", "billing is not configured");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");

  let verified: unknown;
  try {
    // Static: verifying needs only the webhook secret, not an API key.
    verified = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("bad_request", "Invalid or expired Stripe signature.");
  }
  // PostgreSQL text cannot hold NUL: a (signed) event carrying one is refused here, not at the insert.
  if (rawBody.includes("\\u0000") || rawBody.includes("\u0000")) throw new AppError("bad_request", "The event contains a NUL character.");
  const event = envelopeSchema.parse(verified);
  // Own keys only: "__proto__" or "toString" name no handler of ours.
  const handler = Object.hasOwn(WEBHOOK_HANDLERS, event.type) ? WEBHOOK_HANDLERS[event.type] : undefined;
  if (!handler) return "ignored";

  const { db } = resolveContext(options);
  const outcome = await db.$transaction(async (tx) => {
    const recorded = await tx.$executeRaw`
      INSERT INTO "StripeEvent" ("id", "type") VALUES (${event.id}, ${event.type}) ON CONFLICT ("id") DO NOTHING`;
    if (recorded === 0) return "duplicate" as const;
    await handler({ tx, eventId: event.id, createdAt: new Date(event.created * 1000), object: event.data.object });
    return "processed" as const;
  });
  if (outcome === "processed") await expireBookingWidgetOf(db, event.data.object);
  return outcome;
}

/** The payment state switches the public page's booking widget: expire the page of the customer's consultant. */
async function expireBookingWidgetOf(database: Db, object: unknown): Promise<void> {
  const customer = (object as { customer?: unknown } | null)?.customer;
  const customerId =
    typeof customer === "string" ? customer : typeof (customer as { id?: unknown } | null)?.id === "string" ? (customer as { id: string }).id : null;
  if (!customerId) return;
  const row = await database.subscription.findUnique({ where: { stripeCustomerId: customerId }, select: { consultantId: true } });
  if (row) await expireChanged({ consultants: [row.consultantId] });
}
