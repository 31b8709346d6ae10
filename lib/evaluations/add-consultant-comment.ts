// POST /api/evaluation/{id}/comment – the consultant's one public answer. Answering confirms the
// customer relationship (docs/product-rules.md#what-the-consultant-can-do), which the evaluation then shows as the consultant's word.
// The review's author hears of it by mail with the answer; while the edit window is open the mail carries
// a fresh edit link (tokens are stored only as hashes, so the new link replaces the earlier one).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow } from "./authorize";
import { consultantCommentSchema } from "./schema";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged } from "@/lib/cache/invalidate";
import { queueCommentNotice } from "./comment-notice";
import { summaryUrl } from "./confirmation-email";
import { configuredPolicy } from "./policy-config";
import { canStillEdit, editDeadline, type ReleasePolicy } from "./release-policy";
import { newEditToken, sha256Hex } from "@/lib/auth/one-time-tokens";

export async function addConsultantComment(actor: Actor, id: string, input: unknown, options: ServiceContext & { policy?: ReleasePolicy } = {}) {
  const { comment } = consultantCommentSchema.parse(input);
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  const evaluation = await db.$transaction(async (tx) => {
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, {
      id: true,
      consultantId: true,
      relationshipConfirmedAt: true,
      emailConfirmedAt: true,
      dateOfCreation: true,
      customerEmail: true,
      customerGivenName: true,
      customerFamilyName: true,
      language: true,
      consultant: { select: { givenName: true, familyName: true } },
    });
    // The condition in the UPDATE makes "only one comment" hold even for two simultaneous requests.
    const changed = await tx.evaluation.updateMany({
      where: { id: evaluation.id, consultantComment: null },
      data: { consultantComment: comment, consultantCommentDate: now, relationshipConfirmedAt: evaluation.relationshipConfirmedAt ?? now },
    });
    if (changed.count === 0) throw new AppError("conflict", "The evaluation already has a comment.");
    // An unconfirmed address is nobody's to write to (an administrator may answer before the confirmation).
    if (evaluation.emailConfirmedAt) {
      const editToken = canStillEdit(evaluation.dateOfCreation, now, policy) ? newEditToken() : null;
      if (editToken) await tx.evaluation.update({ where: { id: evaluation.id }, data: { editTokenHash: sha256Hex(editToken) } });
      await queueCommentNotice(tx, {
        reviewer: {
          email: evaluation.customerEmail,
          givenName: evaluation.customerGivenName,
          familyName: evaluation.customerFamilyName,
          language: evaluation.language,
        },
        consultantName: `${evaluation.consultant.givenName} ${evaluation.consultant.familyName}`,
        comment,
        editUrl: editToken ? summaryUrl(evaluation.language, evaluation.id, editToken) : null,
        editDeadline: editDeadline(evaluation.dateOfCreation, policy),
      });
    }
    return evaluation;
  });
  await expireChanged({ evaluationsOf: [evaluation.consultantId] });
  return { id: evaluation.id, consultantComment: comment, consultantCommentDate: now, relationshipConfirmed: true };
}
