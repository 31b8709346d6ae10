import { createRouteHandler, created } from "@/lib/http/route";
import { issueVerificationCode, verificationCodeRequestSchema } from "@/lib/evaluations/issue-verification-code";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { verificationCodeResponse } from "@/lib/openapi/responses";

// POST /api/evaluation/verification-code – a verified rating link for the signed-in consultant: { code, url }, shown once.
// The body ({ consultantId?, locale? }) is optional (an empty body stands for {}).
export const POST = createRouteHandler(
  {
    doc: {
      summary: "A one-time rating link for a mandate (the body may be empty)",
      tag: "evaluations",
      access: "the consultant (platform administrators name the consultantId)",
      success: { status: 201, description: "Created: code and url, shown once" },
      response: verificationCodeResponse,
    },
    auth: "user",
    body: verificationCodeRequestSchema,
    optionalBody: true,
    rateLimit: RATE_LIMITS.evaluationCode,
    maxBodyBytes: 1024,
  },
  async ({ actor, body }) => {
    const issued = await issueVerificationCode(actor, body);
    return created(issued, issued.url);
  },
);
