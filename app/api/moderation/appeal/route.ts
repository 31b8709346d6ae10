import { createRouteHandler, json } from "@/lib/http/route";
import { submitAppeal } from "@/lib/moderation/appeals";
import { NOTICE_CONFIRMATION_LIMIT } from "@/lib/moderation/notices";
import { appealSchema } from "@/lib/moderation/schema";

// POST /api/moderation/appeal – the review's author or the consultant appeals a decision once, within 14 days, with the token of their statement of reasons
export const POST = createRouteHandler({ body: appealSchema, rateLimit: { ...NOTICE_CONFIRMATION_LIMIT, purpose: "moderation-appeal" } }, async ({ body }) =>
  json(await submitAppeal(body.token, body.text), { status: 201 }),
);
