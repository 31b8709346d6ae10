import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { submitNotice } from "@/lib/moderation/notices";
import { evaluationNoticeSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/evaluation/{id}/notice – anyone reports a published review (subject review) or the consultant's comment on it (subject comment); the address is confirmed by the mailed link
export const POST = createRouteHandler(
  { params: uuidParams, body: evaluationNoticeSchema, rateLimit: RATE_LIMITS.moderationNotice },
  async ({ params, body }) => json(await submitNotice({ subject: body.subject, evaluationId: params.id }, body), { status: 202 }),
);
