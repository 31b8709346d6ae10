import { requireOwnEvaluation } from "@/lib/disputes/authorize";
import { openDispute } from "@/lib/disputes/open-dispute";
import { getOwnDispute } from "@/lib/disputes/read-dispute";
import { disputeSchema } from "@/lib/disputes/schema";
import { createRouteHandler, created, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// POST /api/evaluation/{id}/dispute – the rated consultant disputes a published review, once (body { reason, explanation })
export const POST = createRouteHandler(
  {
    auth: "user",
    params: uuidParams,
    authorize: (actor, { id }) => requireOwnEvaluation(actor, id),
    body: disputeSchema,
    rateLimit: RATE_LIMITS.evaluationDispute,
  },
  async ({ actor, params, body }) => created(await openDispute(actor, params.id, body), `/api/evaluation/${params.id}/dispute`),
);

// GET /api/evaluation/{id}/dispute – the rated consultant's dispute of the review: its state, the moderator's summary, the outcome
export const GET = createRouteHandler({ auth: "user", params: uuidParams }, async ({ actor, params }) => json(await getOwnDispute(actor, params.id)));
