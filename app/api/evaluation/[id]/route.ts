import { createRouteHandler, json, noContent, uuidParams } from "@/lib/http/route";
import { deleteEvaluation } from "@/lib/evaluations/delete-evaluation";
import { getEvaluation } from "@/lib/evaluations/list-evaluations";
import { evaluationEditSchema, localeQuerySchema } from "@/lib/evaluations/schema";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { evaluationResponse, submissionResponse } from "@/lib/openapi/responses";

// GET /api/evaluation/{id} – the public evaluation, or the full one for its consultant and administrators
export const GET = createRouteHandler(
  {
    doc: {
      summary: "An evaluation: the public view, or the owner's view for the rated consultant and platform administrators",
      tag: "evaluations",
      access: "anyone",
      response: evaluationResponse,
    },
    params: uuidParams,
    query: localeQuerySchema,
  },
  async ({ actor, params, query }) => json(await getEvaluation(actor, params.id, { locale: query.locale })),
);

// PUT /api/evaluation/{id} – the customer edits their evaluation with the edit token, within the edit window
export const PUT = createRouteHandler(
  {
    doc: { summary: "Edit an evaluation within its edit window", tag: "evaluations", access: "the customer with the edit token", response: submissionResponse },
    params: uuidParams,
    body: evaluationEditSchema,
    rateLimit: RATE_LIMITS.evaluationSubmit,
  },
  async ({ params, body }) => json(await submitEvaluation({ ...body, id: params.id })),
);

// DELETE /api/evaluation/{id} – platform administrators only
export const DELETE = createRouteHandler(
  {
    doc: { summary: "Delete an evaluation", tag: "evaluations", access: "platform administrators", success: { status: 204, description: "Deleted" } },
    auth: "user",
    params: uuidParams,
  },
  async ({ actor, params }) => {
    await deleteEvaluation(actor, params.id);
    return noContent();
  },
);
