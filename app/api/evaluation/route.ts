import { createRouteHandler, created, json } from "@/lib/http/route";
import { listEvaluations } from "@/lib/evaluations/list-evaluations";
import { evaluationSchema, listQuerySchema } from "@/lib/evaluations/schema";
import { networkHash } from "@/lib/auth/network-hash";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { clientIp } from "@/lib/server/client-address";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { evaluationListResponse, submissionResponse } from "@/lib/openapi/responses";

// GET /api/evaluation?consultantId=&page=&pageSize=&sort=&scope= – public listing, or the consultant's own (scope=owner)
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "A consultant's published evaluations (scope=public), or all of them with private fields (scope=owner); narrowed by stars (the overall rating rounded to whole stars: 5 is 4.50 to 5.00, 4 is 3.50 to 4.49), evidence (mandate, administrator, none), language and withComment, sorted newest, highest or lowest. A customer's earlier rating of the same consultant (the same mailbox rated again after the edit window) is listed with earlierRating true and counts in no figure; the owner's page says publishingPaused while moderation holds any of the consultant's evaluations",
      tag: "evaluations",
      access: "anyone; scope=owner: the rated consultant and platform administrators",
      response: evaluationListResponse,
    },
    query: listQuerySchema,
  },
  async ({ actor, query }) => json(await listEvaluations(actor, query)),
);

// POST /api/evaluation – a customer rates a consultant (or edits with id + editToken)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Submit an evaluation (counted after its e-mail address is confirmed)",
      tag: "evaluations",
      access: "anyone",
      success: { status: 201, description: "Created: id and the private editToken" },
      response: submissionResponse,
    },
    body: evaluationSchema,
    rateLimit: RATE_LIMITS.evaluationSubmit,
  },
  async ({ request, body }) => {
    const result = await submitEvaluation(body, { networkHash: networkHash(clientIp(request)) });
    return result.edited ? json(result) : created(result, `/api/evaluation/${result.id}`);
  },
);
