// Who may act on an evaluation as its consultant: the evaluation's own consultant or a platform
// administrator. Everybody else is told it does not exist (a record they may not touch is not found).
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { isUser, type Actor, type UserActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, unauthenticated } from "@/lib/errors";
import { isUuid } from "./public-evaluation";

export function requireUser(actor: Actor): UserActor {
  if (!isUser(actor)) throw unauthenticated();
  return actor;
}

/**
 * The where clause that only matches evaluations the actor manages: authorization inside the query.
 * A consultant's evaluations are the confirmed ones; until its address is confirmed, an evaluation
 * is nobody's business but its customer's.
 */
function managedEvaluationWhere(actor: UserActor, id: string): Prisma.EvaluationWhereInput {
  if (actor.isPlatformAdmin) return { id };
  if (actor.consultantId === null) return { id, consultantId: -1 };
  return { id, consultantId: actor.consultantId, emailConfirmedAt: { not: null } };
}

export async function findManagedEvaluationOrThrow<S extends Prisma.EvaluationSelect>(
  tx: Pick<Prisma.TransactionClient, "evaluation">,
  actor: Actor,
  id: string,
  select: S,
): Promise<Prisma.EvaluationGetPayload<{ select: S }>> {
  const user = requireUser(actor);
  if (!isUuid(id)) throw new AppError("not_found", "evaluation not found");
  const row = await tx.evaluation.findFirst({ where: managedEvaluationWhere(user, id), select });
  if (!row) throw new AppError("not_found", "evaluation not found");
  return row as Prisma.EvaluationGetPayload<{ select: S }>;
}

/** For the route wrapper's authorize: a stranger learns "not found" before its body is read. */
export async function requireManagedEvaluation(actor: Actor, id: string): Promise<void> {
  await findManagedEvaluationOrThrow(db(), actor, id, { id: true });
}
