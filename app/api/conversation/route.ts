import { createRouteHandler, json } from "@/lib/http/route";
import { listConversations } from "@/lib/inbox/list-conversations";
import { inboxQuerySchema } from "@/lib/inbox/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/conversation – the signed-in consultant's (and their company's) contact conversations, newest first
export const GET = createRouteHandler({ auth: "user", query: inboxQuerySchema, rateLimit: RATE_LIMITS.inboxRead }, async ({ actor, query }) =>
  json(await listConversations(actor, query), { headers: { "Cache-Control": "no-store" } }),
);
