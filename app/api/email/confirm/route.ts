import { confirmContactEmail } from "@/lib/contact-email/confirmation";
import { confirmContactEmailSchema } from "@/lib/contact-email/schema";
import { ANONYMOUS } from "@/lib/auth/actor";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { createRouteHandler, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { contactEmailConfirmResponse } from "@/lib/openapi/responses";

// POST /api/email/confirm – the link's token confirms a public contact address and releases the messages waiting for it.
// The token is the only authorization (whoever holds the mail), so no session is read.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Confirm a public contact address with the token of the link mailed to it; releases the messages waiting for it. 404 unknown token, 409 expired or the address changed since",
      tag: "e-mail",
      access: "whoever holds the link",
      success: { status: 200, description: "{ status: confirmed | alreadyConfirmed, released: number of waiting messages now sent }" },
      response: contactEmailConfirmResponse,
    },
    body: confirmContactEmailSchema,
    resolveActor: async () => ANONYMOUS,
    rateLimit: RATE_LIMITS.emailConfirm,
    maxBodyBytes: 1024,
  },
  async ({ body }) => {
    const result = await confirmContactEmail(body.token, { locale: body.locale });
    if (result.released > 0) deliverSoon();
    return json(result);
  },
);
