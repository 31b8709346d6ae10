import { answerDispute } from "@/lib/disputes/answer-dispute";
import { ANSWER_MAX_BODY_BYTES, answerSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/answer – the reviewer answers with the token of the mailed link: when, what about, optionally a revised text and evidence files
export const POST = createRouteHandler(
  { params: idParams, body: answerSchema, maxBodyBytes: ANSWER_MAX_BODY_BYTES, rateLimit: RATE_LIMITS.disputeAnswer },
  async ({ params, body }) => json(await answerDispute(params.id, body)),
);
