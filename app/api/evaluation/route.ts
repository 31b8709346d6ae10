import { createRouteHandler, created, json } from "@/lib/http/route";
import { listEvaluations } from "@/lib/evaluations/list-evaluations";
import { evaluationSchema, listQuerySchema } from "@/lib/evaluations/schema";
import { networkHash } from "@/lib/server/network-hash";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { clientIp } from "@/lib/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// GET /api/evaluation?consultantId=&page=&pageSize=&sort=&scope= – public listing, or the consultant's own (scope=owner)
export const GET = createRouteHandler({ query: listQuerySchema }, async ({ actor, query }) => json(await listEvaluations(actor, query)));

// POST /api/evaluation – a customer rates a consultant (or edits with id + editToken)
export const POST = createRouteHandler({ body: evaluationSchema, rateLimit: RATE_LIMITS.evaluationSubmit }, async ({ request, body }) => {
  const result = await submitEvaluation(body, { networkHash: networkHash(clientIp(request)) });
  return result.edited ? json(result) : created(result, `/api/evaluation/${result.id}`);
});
