import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { confirmationSchema } from "@/lib/evaluations/confirm-evaluation-schema";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { confirmEvaluationResponse } from "@/lib/openapi/responses";

// POST /api/evaluation/{id}/confirm – the customer confirms the address with the token from the mail
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Confirm the customer's e-mail address with the token of the mailed link; from then on the evaluation counts (status: confirmed; held: waits for moderation; replaced: it took the place of the same customer's earlier evaluation)",
      tag: "evaluations",
      access: "the customer with the token from the confirmation e-mail",
      response: confirmEvaluationResponse,
    },
    params: uuidParams,
    body: confirmationSchema,
    rateLimit: RATE_LIMITS.evaluationConfirmation,
  },
  async ({ params, body }) => {
    const result = await confirmEvaluation(params.id, body.token);
    return json({ id: result.evaluationId, status: result.status, held: result.held, replaced: result.replaced });
  },
);
