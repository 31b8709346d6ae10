import { requireManagedEvaluation } from "@/lib/evaluations/authorize";
import { createRouteHandler, created, uuidParams } from "@/lib/http/route";
import { reportEvaluation } from "@/lib/evaluations/report-evaluation";
import { reportSchema } from "@/lib/evaluations/schema";
import { reportResponse } from "@/lib/openapi/responses";

// POST /api/evaluation/{id}/report – the consultant reports the evaluation to the platform's report inbox
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Report the evaluation to the platform's moderators",
      tag: "evaluations",
      access: "the rated consultant and platform administrators",
      success: { status: 201, description: "Created: the report" },
      response: reportResponse,
    },
    auth: "user",
    params: uuidParams,
    authorize: (actor, { id }) => requireManagedEvaluation(actor, id),
    body: reportSchema,
  },
  async ({ actor, params, body }) => {
    const report = await reportEvaluation(actor, params.id, body);
    return created(report, `/api/evaluation/${params.id}`);
  },
);
