import { z } from "zod";
import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { createRouteHandler } from "@/lib/http/route";

const params = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  priceId: z.string().min(1).max(100),
});

// GET /api/consultant/{id}/checkout/{priceId} – the Stripe Checkout address as text; the page navigates to it
export const GET = createRouteHandler({ auth: "user", params }, async ({ actor, params }) => {
  const url = await createCheckoutSession(actor, params.id, params.priceId);
  return new Response(url, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
});
