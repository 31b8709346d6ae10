import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { submitNotice } from "@/lib/moderation/notices";
import { evaluationNoticeSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { noticeAcceptedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/evaluation/{id}/notice – anyone reports a published review (subject review) or the consultant's comment on it (subject comment); the address is confirmed by the mailed link
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Report a published review (subject review) or the consultant's comment on it (subject comment): reason, explanation, name, e-mail, good-faith statement. Hides nothing by itself; counts once the mailed link is followed; one open notice per reporter and item",
      tag: "moderation",
      access: "anyone",
      success: {
        status: 202,
        description: "Accepted: a confirmation link is mailed to the reporter (the same answer when their open notice on this item exists)",
      },
      response: noticeAcceptedResponse,
    },
    params: uuidParams,
    body: evaluationNoticeSchema,
    rateLimit: RATE_LIMITS.moderationNotice,
  },
  async ({ params, body }) => json(await submitNotice({ subject: body.subject, evaluationId: params.id }, body), { status: 202 }),
);
