import { answerDispute } from "@/lib/disputes/answer-dispute";
import { ANSWER_MAX_BODY_BYTES, answerSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { disputeAnswerResponse } from "@/lib/openapi/dispute-responses";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/answer – the reviewer answers with the token of the mailed link: when, what about, optionally a revised text and evidence files
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "The reviewer's answer with the token of the mailed link: when and what about, optionally a revised text and up to 3 evidence files (base64; PDF, JPEG or PNG by their bytes, 2 MB each; seen by moderators only); 404 wrong token, 409 answered or too late",
      tag: "moderation",
      access: "whoever holds the link",
      response: disputeAnswerResponse,
    },
    params: idParams,
    body: answerSchema,
    maxBodyBytes: ANSWER_MAX_BODY_BYTES,
    rateLimit: RATE_LIMITS.disputeAnswer,
  },
  async ({ params, body }) => json(await answerDispute(params.id, body)),
);
