import { createRouteHandler, json } from "@/lib/http/route";
import { submitAppeal } from "@/lib/moderation/appeals";
import { appealSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/moderation/appeal – the review's author or the consultant appeals a decision once, within 14 days, with the token of their statement of reasons
export const POST = createRouteHandler({ body: appealSchema, rateLimit: RATE_LIMITS.moderationAppeal }, async ({ body }) =>
  json(await submitAppeal(body.token, body.text), { status: 201 }),
);
