import { answerDispute } from "@/lib/disputes/answer-dispute";
import { ANSWER_LIMIT } from "@/lib/disputes/limits";
import { ANSWER_MAX_BODY_BYTES, answerSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/answer – the reviewer answers with the token of the mailed link: when, what about, optionally a revised text and evidence files
export const POST = createRouteHandler(
  { params: idParams, body: answerSchema, maxBodyBytes: ANSWER_MAX_BODY_BYTES, rateLimit: ANSWER_LIMIT },
  async ({ params, body }) => json(await answerDispute(params.id, body)),
);
