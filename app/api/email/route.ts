import { createRouteHandler, json } from "@/lib/http/route";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { submitEmailRequest } from "@/lib/inbox/email-requests";
import { emailRequestSchema } from "@/lib/email/requests-schema";
import { clientIp } from "@/lib/server/client-address";
import { emailRequestResponse } from "@/lib/openapi/responses";

// POST /api/email – feedback, contact, invitation and corporate requests from the public forms.
// Its rate limits are counted by the service, which answers them in the sender's language.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Feedback, contact, invitations and reports. A message to a consultant or company whose address is not confirmed waits (status held) until it is, at most 14 days. 429 above the short-burst limit or a daily cap per recipient, sender address or client address, with a detail in the request's locale",
      tag: "e-mail",
      access: "anyone",
      success: { status: 202, description: "{ status: queued | held }" },
      response: emailRequestResponse,
    },
    body: emailRequestSchema,
    maxBodyBytes: 16 * 1024,
  },
  async ({ actor, body, request }) => {
    const { status } = await submitEmailRequest(actor, body, { clientIp: clientIp(request) });
    if (status === "queued") deliverSoon();
    return json({ status }, { status: 202 });
  },
);
