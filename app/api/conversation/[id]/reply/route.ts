import { deliverSoon } from "@/lib/email/deliver-soon";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { ANSWER_MAX_LENGTH } from "@/lib/inbox/limits";
import { replyToConversation } from "@/lib/inbox/reply-to-conversation";
import { answerSchema } from "@/lib/inbox/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { conversationReplyResponse } from "@/lib/openapi/inbox-responses";

// POST /api/conversation/{id}/reply – answer the visitor: mailed to them with the profile's public address as Reply-To
export const POST = createRouteHandler(
  // The answer in UTF-8 with room for JSON escaping.
  {
    doc: {
      summary:
        "Answer the visitor (up to 4000 characters): mailed to them in the language they wrote in, with the profile's public address as Reply-To; marks the conversation answered. At most 10 answers per conversation (409)",
      tag: "inbox",
      access: "the consultant, and the company's administrators for its conversations",
      success: { status: 201, description: "Queued: the answer is on its way" },
      response: conversationReplyResponse,
    },
    auth: "user",
    params: idParams,
    body: answerSchema,
    rateLimit: RATE_LIMITS.inboxAnswer,
    maxBodyBytes: ANSWER_MAX_LENGTH * 6 + 1024,
  },
  async ({ actor, params, body }) => {
    const result = await replyToConversation(actor, params.id, body);
    deliverSoon();
    return json(result, { status: 201 });
  },
);
