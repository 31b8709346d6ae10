import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { confirmNotice } from "@/lib/moderation/notices";
import { noticeConfirmationSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/moderation/notice/{id}/confirm – the reporter confirms the address with the token from the mail; the notice enters the queue
export const POST = createRouteHandler(
  { params: idParams, body: noticeConfirmationSchema, rateLimit: RATE_LIMITS.moderationNoticeConfirmation },
  async ({ params, body }) => json({ id: params.id, ...(await confirmNotice(params.id, body.token)) }),
);
