import { confirmContactEmail } from "@/lib/contact-email/confirmation";
import { confirmContactEmailSchema } from "@/lib/contact-email/schema";
import { ANONYMOUS } from "@/lib/auth/actor";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { createRouteHandler, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/email/confirm – the link's token confirms a public contact address and releases the messages waiting for it.
// The token is the only authorization (whoever holds the mail), so no session is read.
export const POST = createRouteHandler(
  {
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
