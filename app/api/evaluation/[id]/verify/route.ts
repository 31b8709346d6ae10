import { createRouteHandler, json, uuidParams } from "@/lib/http/route";
import { verifyEvaluation } from "@/lib/evaluations/verify-evaluation";

// PUT /api/evaluation/{id}/verify – the consultant confirms the customer relationship (once)
export const PUT = createRouteHandler({ auth: "user", params: uuidParams }, async ({ actor, params }) => json(await verifyEvaluation(actor, params.id)));
