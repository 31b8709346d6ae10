// POST /api/dispute/{id}/screening – a moderator screens a dispute before its reviewer hears of it
// (docs/product-rules.md#disputes): without a concrete reason, or "not my client" against a review made
// with the consultant's own one-time code, it is rejected and the consultant told why; otherwise the
// reviewer is asked by mail to describe the consultation within 14 days.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { AppError } from "@/lib/errors";
import { addDays } from "@/lib/evaluations/release-policy";
import { newEditToken, sha256Hex } from "@/lib/auth/one-time-tokens";
import { expireChanged } from "@/lib/cache/invalidate";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { queueReviewerRequest } from "./mails";
import { recordDisputeOutcome } from "./record-outcome";
import { screeningSchema } from "./schema";
import { claimDispute } from "./claim";

const ANSWER_DAYS = 14;

export async function screenDispute(actor: Actor, id: number, input: unknown, options: ServiceContext = {}): Promise<{ id: number; status: string }> {
  const admin = assertPlatformAdmin(actor);
  const screening = screeningSchema.parse(input);
  const { db, now } = resolveContext(options);
  const result = await db.$transaction(async (tx) => {
    const dispute = await claimDispute(tx, id, "screening");
    if (screening.action === "reject") {
      const decisionId = await recordDisputeOutcome(
        tx,
        {
          evaluationId: dispute.evaluationId,
          consultantId: dispute.consultantId,
          outcome: "disputeRejected",
          source: "consultant",
          ground: dispute.reason,
          publicReason: screening.reason,
          note: null,
          decidedById: admin.userId,
        },
        now,
      );
      await tx.evaluationDispute.update({ where: { id }, data: { status: "rejected", decisionId } });
      return { id, status: "rejected" as const, consultantId: dispute.consultantId };
    }
    const evaluation = await tx.evaluation.findUniqueOrThrow({
      where: { id: dispute.evaluationId },
      select: {
        mandateConfirmedAt: true,
        customerEmail: true,
        customerGivenName: true,
        customerFamilyName: true,
        language: true,
        consultant: { select: { givenName: true, familyName: true } },
      },
    });
    // The consultant issued the code the review was made with: "not my client" contradicts their own invitation.
    if (dispute.reason === "notMyClient" && evaluation.mandateConfirmedAt) {
      throw new AppError("conflict", 'The review was made with the consultant\'s own one-time code: a "not my client" dispute must be rejected.');
    }
    const token = newEditToken();
    const answerDueAt = addDays(now, ANSWER_DAYS);
    await tx.evaluationDispute.update({
      where: { id },
      data: { status: "awaitingReviewer", reviewerAskedAt: now, answerDueAt, reviewerTokenHash: sha256Hex(token) },
    });
    await queueReviewerRequest(tx, {
      reviewer: {
        email: evaluation.customerEmail,
        givenName: evaluation.customerGivenName,
        familyName: evaluation.customerFamilyName,
        language: evaluation.language,
      },
      evaluationId: dispute.evaluationId,
      consultantName: `${evaluation.consultant.givenName} ${evaluation.consultant.familyName}`,
      token,
      answerDueAt,
      reminder: false,
    });
    return { id, status: "awaitingReviewer" as const, consultantId: dispute.consultantId };
  });
  // The review card now says "disputed since …".
  await expireChanged({ evaluationsOf: [result.consultantId] });
  return { id: result.id, status: result.status };
}
