import { resendConfirmation } from "@/lib/evaluations/resend-confirmation";
import { resendConfirmationSchema } from "@/lib/evaluations/resend-confirmation-schema";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/evaluation/{id}/confirmation-email – sends the confirmation mail again (body: the edit token)
export const POST = createRouteHandler(
  { params: uuidParams, body: resendConfirmationSchema, rateLimit: RATE_LIMITS.evaluationConfirmation },
  async ({ params, body }) => json(await resendConfirmation(params.id, body), { status: 202 }),
);
