// For the route wrapper's authorize: only the rated consultant may dispute a review; anybody else
// learns "not found" before the body is read. The service checks again inside its transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export async function requireOwnEvaluation(actor: Actor, evaluationId: string): Promise<void> {
  const consultantId = actor.kind === "user" ? actor.consultantId : null;
  const found = consultantId === null ? null : await db().evaluation.findFirst({ where: { id: evaluationId, consultantId }, select: { id: true } });
  if (!found) throw new AppError("not_found", "problems.detail.notFound", { values: { what: "evaluation" } });
}
