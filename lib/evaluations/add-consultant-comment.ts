// POST /api/evaluation/{id}/comment – the consultant's one public answer. Answering confirms the
// customer relationship (docs/product-rules.md#what-the-consultant-can-do), which the evaluation then shows as the consultant's word.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow } from "./authorize";
import { consultantCommentSchema } from "./schema";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged } from "@/lib/cache/invalidate";

export async function addConsultantComment(actor: Actor, id: string, input: unknown, options: ServiceContext = {}) {
  const { comment } = consultantCommentSchema.parse(input);
  const { db, now } = resolveContext(options);
  const evaluation = await db.$transaction(async (tx) => {
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true, relationshipConfirmedAt: true });
    // The condition in the UPDATE makes "only one comment" hold even for two simultaneous requests.
    const changed = await tx.evaluation.updateMany({
      where: { id: evaluation.id, consultantComment: null },
      data: { consultantComment: comment, consultantCommentDate: now, relationshipConfirmedAt: evaluation.relationshipConfirmedAt ?? now },
    });
    if (changed.count === 0) throw new AppError("conflict", "The evaluation already has a comment.");
    return evaluation;
  });
  await expireChanged({ evaluationsOf: [evaluation.consultantId] });
  return { id: evaluation.id, consultantComment: comment, consultantCommentDate: now, relationshipConfirmed: true };
}
