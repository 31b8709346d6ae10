import { createRouteHandler, json } from "@/lib/http/route";
import { reorderQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";
import { listOrderSchema } from "@/lib/topics/schema";

export const dynamic = "force-dynamic";

// PUT /api/questionDefinition/order – the complete new order of all questions, applied atomically (platform administrators)
export const PUT = createRouteHandler({ auth: "platformAdmin", body: listOrderSchema }, async ({ actor, body }) =>
  json(await reorderQuestionDefinitions(actor, body)),
);
