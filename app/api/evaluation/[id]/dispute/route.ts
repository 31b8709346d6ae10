import { requireOwnEvaluation } from "@/lib/disputes/authorize";
import { openDispute } from "@/lib/disputes/open-dispute";
import { getOwnDispute } from "@/lib/disputes/read-dispute";
import { disputeSchema } from "@/lib/disputes/schema";
import { createRouteHandler, created, json, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { consultantDisputeResponse, disputeCreatedResponse } from "@/lib/openapi/dispute-responses";

export const dynamic = "force-dynamic";

// POST /api/evaluation/{id}/dispute – the rated consultant disputes a published review, once (body { reason, explanation })
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Dispute a published review once (reason notMyClient, falseFacts or other, and an explanation of at least 20 characters): a moderator screens it, then the reviewer is asked to describe the consultation within 14 days; 409 when the review is already disputed",
      tag: "evaluations",
      access: "the rated consultant",
      success: { status: 201, description: "Created: the dispute, waiting for screening" },
      response: disputeCreatedResponse,
    },
    auth: "user",
    params: uuidParams,
    authorize: (actor, { id }) => requireOwnEvaluation(actor, id),
    body: disputeSchema,
    rateLimit: RATE_LIMITS.evaluationDispute,
  },
  async ({ actor, params, body }) => created(await openDispute(actor, params.id, body), `/api/evaluation/${params.id}/dispute`),
);

// GET /api/evaluation/{id}/dispute – the rated consultant's dispute of the review: its state, the moderator's summary, the outcome
export const GET = createRouteHandler(
  {
    doc: {
      summary: "The consultant's dispute of the review: its state, the moderator's summary (no name, no address, no file) and the outcome",
      tag: "evaluations",
      access: "the rated consultant",
      response: consultantDisputeResponse,
    },
    auth: "user",
    params: uuidParams,
  },
  async ({ actor, params }) => json(await getOwnDispute(actor, params.id)),
);
