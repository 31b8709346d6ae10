import { getDisputeForModerator } from "@/lib/disputes/read-dispute";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/dispute/{id} – the moderator's file of a dispute: the consultant's reason, the reviewer's answer, the evidence list (platform administrators)
export const GET = createRouteHandler({ auth: "platformAdmin", params: idParams }, async ({ actor, params }) =>
  json(await getDisputeForModerator(actor, params.id)),
);
