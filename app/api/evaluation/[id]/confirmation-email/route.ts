import { CONFIRMATION_LIMIT } from "@/lib/evaluations/limits";
import { resendConfirmation } from "@/lib/evaluations/resend-confirmation";
import { resendConfirmationSchema } from "@/lib/evaluations/resend-confirmation-schema";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";

// POST /api/evaluation/{id}/confirmation-email – sends the confirmation mail again (body: the edit token)
export const POST = createRouteHandler({ params: uuidParams, body: resendConfirmationSchema, rateLimit: CONFIRMATION_LIMIT }, async ({ params, body }) =>
  json(await resendConfirmation(params.id, body), { status: 202 }),
);
