import { createRouteHandler, json } from "@/lib/http/route";
import { submitAppeal } from "@/lib/moderation/appeals";
import { appealSchema } from "@/lib/moderation/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { appealReceivedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/moderation/appeal – the review's author or the consultant appeals a decision once, within 14 days, with the token of their statement of reasons
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Appeal a decision once, within 14 days, with the token of one's statement of reasons (the review's author or the consultant)",
      tag: "moderation",
      access: "the recipient of a statement of reasons, with its token",
      success: { status: 201, description: "Received: the appeal waits for an administrator other than the one who decided" },
      response: appealReceivedResponse,
    },
    body: appealSchema,
    rateLimit: RATE_LIMITS.moderationAppeal,
  },
  async ({ body }) => json(await submitAppeal(body.token, body.text), { status: 201 }),
);
