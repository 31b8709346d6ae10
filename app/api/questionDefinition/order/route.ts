import { createRouteHandler, json } from "@/lib/http/route";
import { reorderQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";
import { listOrderSchema } from "@/lib/topics/schema";
import { z } from "zod";
import { questionDefinitionResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// PUT /api/questionDefinition/order – the complete new order of all questions, applied atomically (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: {
      summary: "Reorder all questions at once: ids is the complete new order (409 when it does not name every question exactly once)",
      tag: "questionnaire",
      success: { status: 200, description: "All questions in their new order" },
      response: z.array(questionDefinitionResponse),
    },
    auth: "platformAdmin",
    body: listOrderSchema,
  },
  async ({ actor, body }) => json(await reorderQuestionDefinitions(actor, body)),
);
