import { createRouteHandler, json } from "@/lib/http/route";
import { listConversations } from "@/lib/inbox/list-conversations";
import { inboxQuerySchema } from "@/lib/inbox/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { conversationListResponse } from "@/lib/openapi/inbox-responses";

export const dynamic = "force-dynamic";

// GET /api/conversation – the signed-in consultant's (and their company's) contact conversations, newest first
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "The caller's contact conversations (their profile's, and their company's when they administer it), newest first, 20 a page; filter unread or open (not answered); with the number unread",
      tag: "inbox",
      access: "the consultant, and the company's administrators for its conversations",
      response: conversationListResponse,
    },
    auth: "user",
    query: inboxQuerySchema,
    rateLimit: RATE_LIMITS.inboxRead,
  },
  async ({ actor, query }) => json(await listConversations(actor, query), { headers: { "Cache-Control": "no-store" } }),
);
