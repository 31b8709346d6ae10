import { createRouteHandler, json } from "@/lib/http/route";
import { INVITATION_LIMITS } from "@/lib/invitations/limits";
import { listInvitations } from "@/lib/invitations/list-invitations";
import { invitationListResponseSchema, inviteResponseSchema, inviteSchema } from "@/lib/invitations/schema";
import { sendInvitations } from "@/lib/invitations/send-invitations";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/invitation – the signed-in consultant's newest review invitations with their status
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "The caller's 200 newest review invitations with their status (queued, sent, reminded, rated, bounced, unsubscribed) and today's count against the daily cap",
      tag: "invitations",
      access: "the consultant",
      response: invitationListResponseSchema,
    },
    auth: "user",
  },
  async ({ actor }) => json(await listInvitations(actor)),
);

// POST /api/invitation – invite customers by e-mail ({ recipients, locale, dryRun }): every line answered, accepted ones queued
export const POST = createRouteHandler(
  // 500 lines of address, name and language, in UTF-8, with room for JSON escaping.
  {
    doc: {
      summary:
        "Invite customers to rate the caller by e-mail: recipients is one address, a pasted list or a CSV text (address, optional name and language per line; at most 500 per send). Every line is answered: accepted, or refused as invalid, duplicate, disposable, unsubscribed, alreadyInvited, overDailyCap or overSendLimit. dryRun only previews; otherwise each accepted line is stored with its own one-time verification code and its e-mail queued (201)",
      tag: "invitations",
      access: "the consultant",
      success: { status: 201, description: "Queued (200 for a dry run): the answer per line" },
      response: inviteResponseSchema,
    },
    auth: "user",
    body: inviteSchema,
    rateLimit: RATE_LIMITS.invitations,
    maxBodyBytes: INVITATION_LIMITS.maxTextLength * 3,
  },
  async ({ actor, body }) => {
    const result = await sendInvitations(actor, body);
    return json(result, { status: result.dryRun ? 200 : 201 });
  },
);
