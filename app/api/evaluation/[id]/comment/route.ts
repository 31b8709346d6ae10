import { requireManagedEvaluation } from "@/lib/evaluations/authorize";
import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { addConsultantComment } from "@/lib/evaluations/add-consultant-comment";
import { consultantCommentSchema } from "@/lib/evaluations/schema";

// POST /api/evaluation/{id}/comment – the consultant's one public answer (also verifies the evaluation)
export const POST = createRouteHandler(
  { auth: "user", params: uuidParams, authorize: (actor, { id }) => requireManagedEvaluation(actor, id), body: consultantCommentSchema },
  async ({ actor, params, body }) => json(await addConsultantComment(actor, params.id, body)),
);
