import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { submitNotice } from "@/lib/moderation/notices";
import { profileNoticeSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { noticeAcceptedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/consultant/{id}/notice – anyone reports a profile; the address is confirmed by the mailed link
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Report a profile: reason, explanation, name, e-mail, good-faith statement. Hides nothing by itself; counts once the mailed link is followed",
      tag: "moderation",
      access: "anyone",
      success: {
        status: 202,
        description: "Accepted: a confirmation link is mailed to the reporter (the same answer when their open notice on this item exists)",
      },
      response: noticeAcceptedResponse,
    },
    params: idParams,
    body: profileNoticeSchema,
    rateLimit: RATE_LIMITS.moderationNotice,
  },
  async ({ params, body }) => json(await submitNotice({ subject: "profile", consultantId: params.id }, body), { status: 202 }),
);
