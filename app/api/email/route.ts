import { createRouteHandler, json } from "@/lib/http/route";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { submitEmailRequest } from "@/lib/inbox/email-requests";
import { emailRequestSchema } from "@/lib/email/requests-schema";
import { clientIp } from "@/lib/rate-limit";

// POST /api/email – feedback, contact, invitation and corporate requests from the public forms.
// Its rate limits are counted by the service, which answers them in the sender's language.
export const POST = createRouteHandler({ body: emailRequestSchema, maxBodyBytes: 16 * 1024 }, async ({ actor, body, request }) => {
  const { status } = await submitEmailRequest(actor, body, { clientIp: clientIp(request) });
  if (status === "queued") deliverSoon();
  return json({ status }, { status: 202 });
});
