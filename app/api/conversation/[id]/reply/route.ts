import { deliverSoon } from "@/lib/email/deliver-soon";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { ANSWER_MAX_LENGTH } from "@/lib/inbox/limits";
import { replyToConversation } from "@/lib/inbox/reply-to-conversation";
import { answerSchema } from "@/lib/inbox/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/conversation/{id}/reply – answer the visitor: mailed to them with the profile's public address as Reply-To
export const POST = createRouteHandler(
  // The answer in UTF-8 with room for JSON escaping.
  { auth: "user", params: idParams, body: answerSchema, rateLimit: RATE_LIMITS.inboxAnswer, maxBodyBytes: ANSWER_MAX_LENGTH * 6 + 1024 },
  async ({ actor, params, body }) => {
    const result = await replyToConversation(actor, params.id, body);
    deliverSoon();
    return json(result, { status: 201 });
  },
);
