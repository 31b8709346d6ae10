import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getConversation } from "@/lib/inbox/get-conversation";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/conversation/{id} – one conversation with its messages; reading it marks it read
export const GET = createRouteHandler({ auth: "user", params: idParams, rateLimit: RATE_LIMITS.inboxRead }, async ({ actor, params }) =>
  json(await getConversation(actor, params.id), { headers: { "Cache-Control": "no-store" } }),
);
