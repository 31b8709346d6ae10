import { getDisputeForModerator } from "@/lib/disputes/read-dispute";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { moderatorDisputeResponse } from "@/lib/openapi/dispute-responses";

export const dynamic = "force-dynamic";

// GET /api/dispute/{id} – the moderator's file of a dispute: the consultant's reason, the reviewer's answer, the evidence list (platform administrators)
export const GET = createRouteHandler(
  {
    doc: {
      summary: "A dispute's file: the consultant's reason, the review, the reviewer's answer and the list of evidence files",
      tag: "moderation",
      response: moderatorDisputeResponse,
    },
    auth: "platformAdmin",
    params: idParams,
  },
  async ({ actor, params }) => json(await getDisputeForModerator(actor, params.id)),
);
