import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { publishEvaluationResponse } from "@/lib/openapi/responses";

// PUT /api/evaluation/{id}/publish – the consultant releases the evaluation early
export const PUT = createRouteHandler(
  {
    doc: {
      summary:
        "Publish early; 409 when moderation holds this evaluation, or holds any of the consultant's evaluations (then early publishing is off for all, invalidParams carries the localised reason validation.publishingPaused)",
      tag: "evaluations",
      access: "the rated consultant",
      response: publishEvaluationResponse,
    },
    auth: "user",
    params: uuidParams,
  },
  async ({ actor, params }) => json(await publishEvaluation(actor, params.id)),
);
