import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getConversation } from "@/lib/inbox/get-conversation";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { conversationResponse } from "@/lib/openapi/inbox-responses";

export const dynamic = "force-dynamic";

// GET /api/conversation/{id} – one conversation with its messages; reading it marks it read
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "One conversation: the visitor's name, address and message as they typed them, and the answers. Reading it marks it read; 404 for a conversation that is not the caller's",
      tag: "inbox",
      access: "the consultant, and the company's administrators for its conversations",
      response: conversationResponse,
    },
    auth: "user",
    params: idParams,
    rateLimit: RATE_LIMITS.inboxRead,
  },
  async ({ actor, params }) => json(await getConversation(actor, params.id), { headers: { "Cache-Control": "no-store" } }),
);
