// DELETE /api/evaluation/{id} – platform administrators only; the aggregates follow in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow, requireUser } from "./authorize";
import { settleMailboxes } from "./one-per-mailbox";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";

export async function deleteEvaluation(actor: Actor, id: string, options: ServiceContext = {}): Promise<void> {
  const user = requireUser(actor);
  const { db } = resolveContext(options);
  const consultantId = await db.$transaction(async (tx) => {
    // The own consultant sees the evaluation (403), anybody else does not (404).
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true, customerEmailKey: true });
    if (!user.isPlatformAdmin) throw new AppError("forbidden", "Only platform administrators may delete evaluations.");
    await tx.evaluation.delete({ where: { id: evaluation.id } });
    // When it was the mailbox's counted evaluation, its previous one counts again (one per mailbox).
    await settleMailboxes(tx, evaluation.consultantId, evaluation.customerEmailKey);
    await refreshFiguresFor(tx, { evaluationsOf: [evaluation.consultantId] });
    return evaluation.consultantId;
  });
  await expireChanged({ evaluationsOf: [consultantId] });
}
