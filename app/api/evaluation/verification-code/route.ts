import { createRouteHandler, created } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { issueVerificationCode } from "@/lib/evaluations/issue-verification-code";
import { VERIFICATION_CODE_LIMIT } from "@/lib/evaluations/limits";

// POST /api/evaluation/verification-code – a verified rating link for the signed-in consultant: { code, url }, shown once.
// The body ({ consultantId?, locale? }) is optional, so it is read here rather than by the wrapper.
export const POST = createRouteHandler({ rateLimit: VERIFICATION_CODE_LIMIT, maxBodyBytes: 1024 }, async ({ actor, request }) => {
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "The request body is not valid JSON.");
    }
  }
  const issued = await issueVerificationCode(actor, body);
  return created(issued, issued.url);
});
