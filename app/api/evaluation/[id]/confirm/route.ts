import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { confirmationSchema } from "@/lib/evaluations/confirm-evaluation-schema";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/evaluation/{id}/confirm – the customer confirms the address with the token from the mail
export const POST = createRouteHandler(
  { params: uuidParams, body: confirmationSchema, rateLimit: RATE_LIMITS.evaluationConfirmation },
  async ({ params, body }) => {
    const result = await confirmEvaluation(params.id, body.token);
    return json({ id: result.evaluationId, status: result.status, held: result.held, replaced: result.replaced });
  },
);
