import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { deleteQuestionDefinition, getQuestionDefinition, updateQuestionDefinition } from "@/lib/question-catalogue/manage-question-definitions";
import { questionDefinitionSchema } from "@/lib/question-catalogue/schema";
import { questionDefinitionResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/questionDefinition/{id} – one question with its options
export const GET = createRouteHandler(
  { doc: { summary: "A question", tag: "questionnaire", access: "anyone", response: questionDefinitionResponse }, params: idParams },
  async ({ actor, params }) => json(await getQuestionDefinition(actor, params.id)),
);

// PUT /api/questionDefinition/{id} – replace a question; answers already given keep their snapshot (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Replace a question (answers keep their snapshot)", tag: "questionnaire", response: questionDefinitionResponse },
    auth: "platformAdmin",
    params: idParams,
    body: questionDefinitionSchema,
  },
  async ({ actor, params, body }) => json(await updateQuestionDefinition(actor, params.id, body)),
);

// DELETE /api/questionDefinition/{id} – delete a question; answers keep their snapshot (platform administrators)
export const DELETE = createRouteHandler(
  {
    doc: { summary: "Delete a question (answers keep their snapshot)", tag: "questionnaire", success: { status: 204, description: "Deleted" } },
    auth: "platformAdmin",
    params: idParams,
  },
  async ({ actor, params }) => {
    await deleteQuestionDefinition(actor, params.id);
    return noContent();
  },
);
