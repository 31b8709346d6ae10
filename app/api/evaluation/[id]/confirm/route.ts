import { z } from "zod";
import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { CONFIRMATION_LIMIT } from "@/lib/evaluations/limits";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";

const body = z.object({ token: z.string().min(1).max(100) });

// POST /api/evaluation/{id}/confirm – the customer confirms the address with the token from the mail
export const POST = createRouteHandler({ params: uuidParams, body, rateLimit: CONFIRMATION_LIMIT }, async ({ params, body }) => {
  const result = await confirmEvaluation(params.id, body.token);
  return json({ id: result.evaluationId, status: result.status, held: result.held, replaced: result.replaced });
});
