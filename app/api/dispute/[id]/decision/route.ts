import { decideDispute } from "@/lib/disputes/decide-dispute";
import { decisionSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/decision – a moderator decides an answered dispute: kept, edited or hidden, with the summary the consultant reads
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: decisionSchema }, async ({ actor, params, body }) =>
  json(await decideDispute(actor, params.id, body)),
);
