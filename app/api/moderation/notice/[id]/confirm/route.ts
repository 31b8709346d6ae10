import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { confirmNotice } from "@/lib/moderation/notices";
import { noticeConfirmationSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { noticeConfirmedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/moderation/notice/{id}/confirm – the reporter confirms the address with the token from the mail; the notice enters the queue
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Confirm the reporter's address with the token of the mailed link: the notice enters the moderators' queue and a receipt is mailed",
      tag: "moderation",
      access: "the reporter with the token from the confirmation e-mail",
      response: noticeConfirmedResponse,
    },
    params: idParams,
    body: noticeConfirmationSchema,
    rateLimit: RATE_LIMITS.moderationNoticeConfirmation,
  },
  async ({ params, body }) => json({ id: params.id, ...(await confirmNotice(params.id, body.token)) }),
);
