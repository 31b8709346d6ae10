import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { markAnswered } from "@/lib/inbox/mark-answered";
import { markAnsweredSchema } from "@/lib/inbox/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { conversationAnsweredResponse } from "@/lib/openapi/inbox-responses";

// PUT /api/conversation/{id}/answered – mark the conversation answered ({ answered: true }) or take the mark back
export const PUT = createRouteHandler(
  {
    doc: {
      summary: "Mark the conversation answered (answered by phone or by mail) or take the mark back; the profile's response time counts only answers sent here",
      tag: "inbox",
      access: "the consultant, and the company's administrators for its conversations",
      response: conversationAnsweredResponse,
    },
    auth: "user",
    params: idParams,
    body: markAnsweredSchema,
    rateLimit: RATE_LIMITS.inboxRead,
    maxBodyBytes: 1024,
  },
  async ({ actor, params, body }) => json(await markAnswered(actor, params.id, body.answered)),
);
