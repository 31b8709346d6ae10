import { createRouteHandler, json } from "@/lib/http/route";
import { UNSUBSCRIBE_ROUTE_LIMIT } from "@/lib/invitations/limits";
import { unsubscribeQuerySchema } from "@/lib/invitations/schema";
import { unsubscribeAddress } from "@/lib/invitations/unsubscribe-address";

// POST /api/invitation/unsubscribe?token=… – RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post
// target; its form body "List-Unsubscribe=One-Click" is not read). Never GET: scanners open links.
export const POST = createRouteHandler({ query: unsubscribeQuerySchema, rateLimit: UNSUBSCRIBE_ROUTE_LIMIT }, async ({ query }) =>
  json(await unsubscribeAddress(query.token)),
);
