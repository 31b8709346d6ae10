import { screenDispute } from "@/lib/disputes/screen-dispute";
import { screeningSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { disputeScreeningResponse } from "@/lib/openapi/dispute-responses";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/screening – a moderator asks the reviewer ({ action: "ask" }) or screens the dispute out ({ action: "reject", reason })
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        'Screen a dispute: ask the reviewer (mailed a private link, 14 days to answer; 409 for "not my client" against the consultant\'s own one-time code) or reject it with the reason the consultant is told',
      tag: "moderation",
      response: disputeScreeningResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: screeningSchema,
  },
  async ({ actor, params, body }) => json(await screenDispute(actor, params.id, body)),
);
