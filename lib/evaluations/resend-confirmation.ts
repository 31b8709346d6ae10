// POST /api/evaluation/{id}/confirmation-email – the customer asks for the confirmation mail again
// (from the summary page, with the private edit token). A new link replaces the old one; a few a
// day per evaluation, so the endpoint cannot be used to flood a mailbox.
import "server-only";
import { AppError } from "@/lib/errors";
import { consumeRateLimitFor } from "@/lib/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { queueConfirmationEmail } from "./confirmation-email";
import { resendConfirmationSchema } from "./resend-confirmation-schema";
import { configuredPolicy } from "./policy-config";
import { canStillEdit, type ReleasePolicy } from "./release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { newEditToken, sha256Hex, tokenMatches } from "@/lib/auth/one-time-tokens";

export async function resendConfirmation(id: string, input: unknown, options: ServiceContext & { policy?: ReleasePolicy } = {}): Promise<{ sent: boolean }> {
  const { editToken } = resendConfirmationSchema.parse(input);
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  return db.$transaction(async (tx) => {
    const evaluation = await tx.evaluation.findUnique({
      where: { id },
      select: {
        id: true,
        consultantId: true,
        editTokenHash: true,
        emailConfirmedAt: true,
        dateOfCreation: true,
        customerEmail: true,
        customerHonorific: true,
        customerGivenName: true,
        customerFamilyName: true,
        language: true,
        overallRating: true,
        comment: true,
        consultant: { select: { givenName: true, familyName: true } },
      },
    });
    // Without the edit token the evaluation is nobody's to ask about.
    if (!evaluation || !tokenMatches(editToken, evaluation.editTokenHash)) throw new AppError("not_found", "evaluation not found");
    if (evaluation.emailConfirmedAt) throw new AppError("conflict", "The e-mail address is already confirmed.");
    if (!canStillEdit(evaluation.dateOfCreation, now, policy)) throw new AppError("conflict", "The confirmation period has ended.");
    await consumeRateLimitFor(RATE_LIMITS.evaluationConfirmationResend, id);
    const confirmationToken = newEditToken();
    await tx.evaluation.update({ where: { id }, data: { confirmationTokenHash: sha256Hex(confirmationToken) } });
    const sent = await queueConfirmationEmail(tx, {
      evaluationId: id,
      consultantId: evaluation.consultantId,
      email: evaluation.customerEmail,
      honorific: evaluation.customerHonorific,
      givenName: evaluation.customerGivenName,
      familyName: evaluation.customerFamilyName,
      locale: evaluation.language,
      consultantName: `${evaluation.consultant.givenName} ${evaluation.consultant.familyName}`,
      overallRating: Number(evaluation.overallRating),
      comment: evaluation.comment,
      dateOfCreation: evaluation.dateOfCreation,
      confirmationToken,
      editToken,
      now,
      policy,
      resend: true,
    });
    return { sent };
  });
}
