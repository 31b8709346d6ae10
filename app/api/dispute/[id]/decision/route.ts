import { decideDispute } from "@/lib/disputes/decide-dispute";
import { decisionSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { disputeDecisionResponse } from "@/lib/openapi/dispute-responses";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/decision – a moderator decides an answered dispute: kept, edited or hidden, with the summary the consultant reads
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Decide an answered dispute: kept (labelled checked after a dispute; consultationShown earns the ✓), edited (the reviewer's revised text replaces the comment) or hidden with a public reason; summaryForConsultant is what the consultant reads; evidence files are deleted 30 days later",
      tag: "moderation",
      response: disputeDecisionResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: decisionSchema,
  },
  async ({ actor, params, body }) => json(await decideDispute(actor, params.id, body)),
);
