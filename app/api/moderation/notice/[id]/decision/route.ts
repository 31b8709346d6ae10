import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { decideNotice } from "@/lib/moderation/notices";
import { noticeDecisionSchema } from "@/lib/moderation/schema";

// POST /api/moderation/notice/{id}/decision – a platform administrator keeps, hides or removes the reported item; the reporters and the affected side are told why
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: noticeDecisionSchema }, async ({ actor, params, body }) =>
  json(await decideNotice(actor, params.id, body)),
);
