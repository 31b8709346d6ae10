import { createRouteHandler, json } from "@/lib/http/route";
import { INBOX_READ_LIMIT } from "@/lib/inbox/limits";
import { listConversations } from "@/lib/inbox/list-conversations";
import { inboxQuerySchema } from "@/lib/inbox/schema";

export const dynamic = "force-dynamic";

// GET /api/conversation – the signed-in consultant's (and their company's) contact conversations, newest first
export const GET = createRouteHandler({ auth: "user", query: inboxQuerySchema, rateLimit: INBOX_READ_LIMIT }, async ({ actor, query }) =>
  json(await listConversations(actor, query), { headers: { "Cache-Control": "no-store" } }),
);
