import { createRouteHandler, json } from "@/lib/http/route";
import { INVITATION_LIMITS } from "@/lib/invitations/limits";
import { listInvitations } from "@/lib/invitations/list-invitations";
import { inviteSchema } from "@/lib/invitations/schema";
import { sendInvitations } from "@/lib/invitations/send-invitations";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/invitation – the signed-in consultant's newest review invitations with their status
export const GET = createRouteHandler({ auth: "user" }, async ({ actor }) => json(await listInvitations(actor)));

// POST /api/invitation – invite customers by e-mail ({ recipients, locale, dryRun }): every line answered, accepted ones queued
export const POST = createRouteHandler(
  // 500 lines of address, name and language, in UTF-8, with room for JSON escaping.
  { auth: "user", body: inviteSchema, rateLimit: RATE_LIMITS.invitations, maxBodyBytes: INVITATION_LIMITS.maxTextLength * 3 },
  async ({ actor, body }) => {
    const result = await sendInvitations(actor, body);
    return json(result, { status: result.dryRun ? 200 : 201 });
  },
);
