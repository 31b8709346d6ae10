import { createRouteHandler, created, json } from "@/lib/http/route";
import { createQuestionDefinition, listQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";
import { questionDefinitionSchema } from "@/lib/question-catalogue/schema";
import { z } from "zod";
import { questionDefinitionResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/questionDefinition – the active questionnaire (all questions for platform administrators)
export const GET = createRouteHandler(
  { doc: { summary: "The active questions", tag: "questionnaire", access: "anyone", response: z.array(questionDefinitionResponse) } },
  async ({ actor }) => json(await listQuestionDefinitions(actor)),
);

// POST /api/questionDefinition – add a question (platform administrators)
export const POST = createRouteHandler(
  {
    doc: { summary: "Add a question", tag: "questionnaire", success: { status: 201, description: "Created" }, response: questionDefinitionResponse },
    auth: "platformAdmin",
    body: questionDefinitionSchema,
  },
  async ({ actor, body }) => {
    const question = await createQuestionDefinition(actor, body);
    return created(question, `/api/questionDefinition/${question.id}`);
  },
);
