// PUT /api/evaluation/{id}/verify – the consultant confirms the customer relationship; only once.
// This is the consultant's word, shown as such: it never earns the public ✓ (a code or an
// administrator's check does, lib/evaluations/public-evaluation.ts).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow } from "./authorize";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged } from "@/lib/cache/invalidate";

export async function verifyEvaluation(actor: Actor, id: string, options: ServiceContext = {}) {
  const { db, now } = resolveContext(options);
  const evaluation = await db.$transaction(async (tx) => {
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true });
    const changed = await tx.evaluation.updateMany({
      where: { id: evaluation.id, relationshipConfirmedAt: null },
      data: { relationshipConfirmedAt: now },
    });
    if (changed.count === 0) throw new AppError("conflict", "The relationship is already confirmed.");
    return evaluation;
  });
  await expireChanged({ evaluationsOf: [evaluation.consultantId] });
  return { id: evaluation.id, relationshipConfirmed: true };
}
