import { createRouteHandler, created, json } from "@/lib/http/route";
import { createQuestionDefinition, listQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";
import { questionDefinitionSchema } from "@/lib/question-catalogue/schema";

export const dynamic = "force-dynamic";

// GET /api/questionDefinition – the active questionnaire (all questions for platform administrators)
export const GET = createRouteHandler({}, async ({ actor }) => json(await listQuestionDefinitions(actor)));

// POST /api/questionDefinition – add a question (platform administrators)
export const POST = createRouteHandler({ auth: "platformAdmin", body: questionDefinitionSchema }, async ({ actor, body }) => {
  const question = await createQuestionDefinition(actor, body);
  return created(question, `/api/questionDefinition/${question.id}`);
});
