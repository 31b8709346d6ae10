import { createRouteHandler, json } from "@/lib/http/route";
import { unsubscribeQuerySchema } from "@/lib/invitations/schema";
import { unsubscribeAddress } from "@/lib/invitations/unsubscribe-address";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { z } from "zod";

// POST /api/invitation/unsubscribe?token=… – RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post
// target; its form body "List-Unsubscribe=One-Click" is not read). Never GET: scanners open links.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post target of invitation e-mails): the address is never invited again by anyone; pending invitations and reminders to it are dropped. 404 unknown token",
      tag: "invitations",
      access: "whoever holds the link",
      response: z.object({ unsubscribed: z.literal(true) }),
    },
    query: unsubscribeQuerySchema,
    rateLimit: RATE_LIMITS.unsubscribe,
  },
  async ({ query }) => json(await unsubscribeAddress(query.token)),
);
