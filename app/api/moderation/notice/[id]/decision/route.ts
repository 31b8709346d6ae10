import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { decideNotice } from "@/lib/moderation/notices";
import { noticeDecisionSchema } from "@/lib/moderation/schema";
import { noticeDecidedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/moderation/notice/{id}/decision – a platform administrator keeps, hides or removes the reported item; the reporters and the affected side are told why
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Decide a confirmed notice: kept, hidden or removed (with the public reason); every open notice on the same item is settled, the reporters and the affected side receive a statement of reasons",
      tag: "moderation",
      response: noticeDecidedResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: noticeDecisionSchema,
  },
  async ({ actor, params, body }) => json(await decideNotice(actor, params.id, body)),
);
