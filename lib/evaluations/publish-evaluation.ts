// PUT /api/evaluation/{id}/publish – the consultant releases an evaluation early (docs/product-rules.md#what-the-consultant-can-do:
// publishing is only ever early release). Publishing an already published one changes nothing. One
// that moderation holds waits for the administrators' decision (their queue publishes it, not this), and
// while any of the consultant's evaluations is held, early publishing is off for all their waiting ones:
// a hold must not become a tool that buries some and lets the consultant pick others (docs/product-rules.md#holds).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/create-client";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow } from "./authorize";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";

export async function publishEvaluation(actor: Actor, id: string, options: ServiceContext = {}) {
  const { db, now } = resolveContext(options);
  const { consultantId, result } = await db.$transaction(async (tx) => {
    const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true, heldAt: true, state: true });
    if (evaluation.heldAt) throw new AppError("conflict", "The evaluation is held for moderation; the platform's administrators decide on it.");
    // A read, not a lock: locking the consultant here would take the locks in the opposite order of the
    // release job and of a confirmation. A hold committed meanwhile on this evaluation still stops the
    // UPDATE below; one on another evaluation at the same instant is simultaneous, not earlier.
    if (evaluation.state === "inReview" && (await hasHeldEvaluations(tx, evaluation.consultantId))) throw publishingPaused();
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

/** Whether moderation holds any of the consultant's evaluations (the partial index on heldAt, then the consultant). */
export async function hasHeldEvaluations(db: Pick<Db, "evaluation">, consultantId: number): Promise<boolean> {
  return (await db.evaluation.findFirst({ where: { consultantId, heldAt: { not: null } }, select: { id: true } })) !== null;
}

/** 409 with a message in the client's language (validation.publishingPaused), for the API and the account page. */
function publishingPaused(): AppError {
  return new AppError("conflict", "Early publishing is off while moderation holds evaluations of this consultant; the administrators decide on those first.", {
    invalidParams: [{ pointer: "", message: "validation.publishingPaused", code: "publishingPaused" }],
  });
}
