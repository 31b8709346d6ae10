import { resendConfirmation } from "@/lib/evaluations/resend-confirmation";
import { resendConfirmationSchema } from "@/lib/evaluations/resend-confirmation-schema";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { resendConfirmationResponse } from "@/lib/openapi/responses";

// POST /api/evaluation/{id}/confirmation-email – sends the confirmation mail again (body: the edit token)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Send the confirmation e-mail again (a few times a day)",
      tag: "evaluations",
      access: "the customer with the edit token",
      success: { status: 202, description: "Queued: sent (false when the address had its daily share of mails)" },
      response: resendConfirmationResponse,
    },
    params: uuidParams,
    body: resendConfirmationSchema,
    rateLimit: RATE_LIMITS.evaluationConfirmation,
  },
  async ({ params, body }) => json(await resendConfirmation(params.id, body), { status: 202 }),
);
