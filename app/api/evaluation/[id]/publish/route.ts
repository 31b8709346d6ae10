import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";

// PUT /api/evaluation/{id}/publish – the consultant releases the evaluation early
export const PUT = createRouteHandler({ auth: "user", params: uuidParams }, async ({ actor, params }) => json(await publishEvaluation(actor, params.id)));
