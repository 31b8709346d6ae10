// The Stripe client from configuration; null when STRIPE_SECRET_KEY is not set, so that the
// product runs without billing (each external service is optional: docs/product-rules.md#external-services).
// STRIPE_API_BASE points the client at another Stripe-compatible server (the tests' loopback fake).
import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = config();
  if (!key) return null;
  if (cached?.key !== key || cached.base !== base) {
    const endpoint = base ? new URL(base) : undefined;
    cached = {
      key,
      base,
      client: new Stripe(key, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(endpoint
          ? {
              host: endpoint.hostname,
              port: endpoint.port || (endpoint.protocol === "http:" ? 80 : 443),
              protocol: endpoint.protocol === "http:" ? "http" : "https",
            }
          : {}),
      }),
    };
  }
  return cached.client;
}

export function requireStripe(): Stripe {
  const client = stripeClient();
  if (!client) throw new AppError("not_configured", "billing is not configured");
  return client;
}

/** Stripe's own failures become our "unavailable" (503): the caller may try again later. */
export function stripeUnavailable(error: unknown): AppError {
  const type = error instanceof Stripe.errors.StripeError ? error.type : "unknown";
  console.error(`[billing] Stripe request failed (${type})`);
  return new AppError("unavailable", "The payment provider is not reachable at the moment. Please try again later.");
}
