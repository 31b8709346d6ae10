// PUT /api/evaluation/{id}/publish – the consultant releases an evaluation early (docs/product-rules.md#what-the-consultant-can-do:
// publishing is only ever early release). Publishing an already published one changes nothing. One
// that moderation holds waits for the administrators' decision (their queue publishes it, not this).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow } from "./authorize";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged, refreshFiguresFor } from "@/lib/cache/invalidate";

export async function publishEvaluation(actor: Actor, id: string, options: ServiceContext = {}) {
  const { db, now } = resolveContext(options);
  const { consultantId, result } = await db.$transaction(async (tx) => {
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true, heldAt: true });
    if (evaluation.heldAt) throw new AppError("conflict", "The evaluation is held for moderation; the platform's administrators decide on it.");
    // The conditions in the UPDATE keep a hold that a confirmation set meanwhile.
    const changed = await tx.evaluation.updateMany({
      where: { id: evaluation.id, state: "inReview", heldAt: null, emailConfirmedAt: { not: null } },
      data: { state: "published", publishedAt: now },
    });
    if (changed.count > 0) await refreshFiguresFor(tx, { evaluationsOf: [evaluation.consultantId] });
    const result = await tx.evaluation.findUniqueOrThrow({ where: { id: evaluation.id }, select: { id: true, state: true, publishedAt: true } });
    return { consultantId: evaluation.consultantId, result };
  });
  await expireChanged({ evaluationsOf: [consultantId] });
  return result;
}
