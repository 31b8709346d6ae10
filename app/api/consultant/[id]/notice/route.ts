import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { submitNotice } from "@/lib/moderation/notices";
import { profileNoticeSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/consultant/{id}/notice – anyone reports a profile; the address is confirmed by the mailed link
export const POST = createRouteHandler({ params: idParams, body: profileNoticeSchema, rateLimit: RATE_LIMITS.moderationNotice }, async ({ params, body }) =>
  json(await submitNotice({ subject: "profile", consultantId: params.id }, body), { status: 202 }),
);
