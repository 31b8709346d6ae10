import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { verifyEvaluation } from "@/lib/evaluations/verify-evaluation";
import { verifyEvaluationResponse } from "@/lib/openapi/responses";

// PUT /api/evaluation/{id}/verify – the consultant confirms the customer relationship (once)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Confirm the relationship with the customer", tag: "evaluations", access: "the rated consultant", response: verifyEvaluationResponse },
    auth: "user",
    params: uuidParams,
  },
  async ({ actor, params }) => json(await verifyEvaluation(actor, params.id)),
);
