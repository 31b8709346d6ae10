import { createPortalSession } from "@/lib/billing/create-portal-session";
import { createRouteHandler, idParams } from "@/lib/http/route";
import { redirectAddressResponse } from "@/lib/openapi/responses";

// GET /api/consultant/{id}/portal – the Stripe billing portal address as text; the page navigates to it
export const GET = createRouteHandler(
  {
    doc: {
      summary: "Billing portal address (text)",
      tag: "billing",
      access: "the consultant",
      success: { status: 200, description: "The Stripe billing portal address", contentType: "text/plain" },
      response: redirectAddressResponse,
    },
    auth: "user",
    params: idParams,
  },
  async ({ actor, params }) => {
    const url = await createPortalSession(actor, params.id);
    return new Response(url, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  },
);
