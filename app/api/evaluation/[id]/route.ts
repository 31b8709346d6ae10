import { createRouteHandler, json, noContent, uuidParams } from "@/lib/http/route";
import { deleteEvaluation } from "@/lib/evaluations/delete-evaluation";
import { getEvaluation } from "@/lib/evaluations/list-evaluations";
import { evaluationEditSchema, localeQuerySchema } from "@/lib/evaluations/schema";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// GET /api/evaluation/{id} – the public evaluation, or the full one for its consultant and administrators
export const GET = createRouteHandler({ params: uuidParams, query: localeQuerySchema }, async ({ actor, params, query }) =>
  json(await getEvaluation(actor, params.id, { locale: query.locale })),
);

// PUT /api/evaluation/{id} – the customer edits their evaluation with the edit token, within the edit window
export const PUT = createRouteHandler({ params: uuidParams, body: evaluationEditSchema, rateLimit: RATE_LIMITS.evaluationSubmit }, async ({ params, body }) =>
  json(await submitEvaluation({ ...body, id: params.id })),
);

// DELETE /api/evaluation/{id} – platform administrators only
export const DELETE = createRouteHandler({ auth: "user", params: uuidParams }, async ({ actor, params }) => {
  await deleteEvaluation(actor, params.id);
  return noContent();
});
