import { requireManagedEvaluation } from "@/lib/evaluations/authorize";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { addConsultantComment } from "@/lib/evaluations/add-consultant-comment";
import { consultantCommentSchema } from "@/lib/evaluations/schema";
import { consultantCommentResponse } from "@/lib/openapi/responses";

// POST /api/evaluation/{id}/comment – the consultant's one public answer (also verifies the evaluation)
export const POST = createRouteHandler(
  {
    doc: { summary: "Add the consultant's one comment", tag: "evaluations", access: "the rated consultant", response: consultantCommentResponse },
    auth: "user",
    params: uuidParams,
    authorize: (actor, { id }) => requireManagedEvaluation(actor, id),
    body: consultantCommentSchema,
  },
  async ({ actor, params, body }) => json(await addConsultantComment(actor, params.id, body)),
);
