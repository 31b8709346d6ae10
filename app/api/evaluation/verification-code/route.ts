import { z } from "zod";
import { createRouteHandler, created } from "@/lib/http/route";
import { issueVerificationCode } from "@/lib/evaluations/issue-verification-code";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/evaluation/verification-code – a verified rating link for the signed-in consultant: { code, url }, shown once.
// The body ({ consultantId?, locale? }) is optional (an empty body stands for {}); the service validates its fields.
export const POST = createRouteHandler(
  { auth: "user", body: z.unknown(), optionalBody: true, rateLimit: RATE_LIMITS.evaluationCode, maxBodyBytes: 1024 },
  async ({ actor, body }) => {
    const issued = await issueVerificationCode(actor, body);
    return created(issued, issued.url);
  },
);
