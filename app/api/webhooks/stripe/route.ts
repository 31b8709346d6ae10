// Not the JSON route wrapper: Stripe's signature covers the exact bytes, so the body is read raw.
// No session or CSRF check either: the signature is the authentication.
import { randomUUID } from "node:crypto";
import { handleStripeWebhook } from "@/lib/billing/handle-stripe-webhook";
import { AppError } from "@/lib/errors";
import { problemResponse } from "@/lib/http/problem";
import { documented } from "@/lib/http/route-contract";
import { stripeWebhookResponse } from "@/lib/openapi/responses";

const MAX_BODY_BYTES = 512 * 1024;

// POST /api/webhooks/stripe – Stripe events (checkout, subscriptions, invoices)
async function receive(request: Request): Promise<Response> {
  const requestId = randomUUID();
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) throw new AppError("payload_too_large", "problems.detail.bodyTooLarge", { values: { maxKb: MAX_BODY_BYTES / 1024 } });
    const outcome = await handleStripeWebhook(new TextDecoder().decode(body), request.headers.get("stripe-signature"));
    return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store", "X-Request-Id": requestId } });
  } catch (error) {
    return problemResponse(error, request, requestId);
  }
}

export const POST = documented(receive, { doc: { summary: "Stripe events (signed)", tag: "billing", access: "Stripe", response: stripeWebhookResponse } });
