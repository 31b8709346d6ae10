import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { NOTICE_LIMIT, submitNotice } from "@/lib/moderation/notices";
import { profileNoticeSchema } from "@/lib/moderation/schema";

// POST /api/consultant/{id}/notice – anyone reports a profile; the address is confirmed by the mailed link
export const POST = createRouteHandler({ params: idParams, body: profileNoticeSchema, rateLimit: NOTICE_LIMIT }, async ({ params, body }) =>
  json(await submitNotice({ subject: "profile", consultantId: params.id }, body), { status: 202 }),
);
