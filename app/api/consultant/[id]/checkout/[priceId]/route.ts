import { z } from "zod";
import { recordIdParam } from "@/lib/http/record-id";
import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { createRouteHandler } from "@/lib/http/route";
import { redirectAddressResponse } from "@/lib/openapi/responses";

const params = z.object({
  id: recordIdParam,
  priceId: z.string().min(1).max(100),
});

// GET /api/consultant/{id}/checkout/{priceId} – the Stripe Checkout address as text; the page navigates to it
export const GET = createRouteHandler(
  {
    doc: {
      summary: "Checkout address (text)",
      tag: "billing",
      access: "the consultant",
      success: { status: 200, description: "The Stripe Checkout address", contentType: "text/plain" },
      response: redirectAddressResponse,
    },
    auth: "user",
    params,
  },
  async ({ actor, params }) => {
    const url = await createCheckoutSession(actor, params.id, params.priceId);
    return new Response(url, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  },
);
