import { requestContactEmailConfirmation } from "@/lib/account/request-contact-email-confirmation";
import { requestConfirmationSchema } from "@/lib/contact-email/schema";
import { createRouteHandler, json } from "@/lib/http/route";
import { contactEmailConfirmationResponse } from "@/lib/openapi/responses";

// POST /api/email/confirmation – send the confirmation link for a consultant's or company's public address again.
// Its caps (per profile and per address) are counted by the service, in the caller's language.
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Send the confirmation link of a consultant's or company's public address again (capped per profile and per address a day: 429)",
      tag: "e-mail",
      access: "the consultant, the company's administrators, write:consultants or write:companies",
      success: { status: 202, description: "{ status: sent } (200 { status: alreadyConfirmed })" },
      response: contactEmailConfirmationResponse,
    },
    auth: "user",
    body: requestConfirmationSchema,
    maxBodyBytes: 1024,
  },
  async ({ actor, body }) => {
    const result = await requestContactEmailConfirmation(actor, body);
    return json(result, { status: result.status === "sent" ? 202 : 200 });
  },
);
