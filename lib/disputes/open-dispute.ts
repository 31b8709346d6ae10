// POST /api/evaluation/{id}/dispute – the rated consultant disputes a published review, once
// (docs/product-rules.md#disputes). Nothing changes on the review yet: a moderator screens the
// dispute before its reviewer is asked, so a dispute alone never marks or hides anything.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, unauthenticated } from "@/lib/errors";
import { isUuid } from "@/lib/evaluations/public-evaluation";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { disputeSchema } from "./schema";

export type OpenedDispute = { id: number; evaluationId: string; reason: string; status: string; createdAt: Date };

export async function openDispute(actor: Actor, evaluationId: string, input: unknown, options: ServiceContext = {}): Promise<OpenedDispute> {
  if (actor.kind !== "user") throw unauthenticated();
  const { reason, explanation } = disputeSchema.parse(input);
  const { db, now } = resolveContext(options);
  // Only the rated consultant, about their own published, visible review: for anybody else (an
  // administrator too: the dispute is the consultant's right) the review is not there to dispute.
  const consultantId = actor.consultantId;
  if (consultantId === null || !isUuid(evaluationId)) throw notDisputable();
  return db
    .$transaction(async (tx) => {
      const evaluation = await tx.evaluation.findFirst({
        where: { id: evaluationId, consultantId, state: "published", hiddenAt: null, emailConfirmedAt: { not: null } },
        select: { id: true, dispute: { select: { id: true } } },
      });
      if (!evaluation) throw notDisputable();
      if (evaluation.dispute) throw alreadyDisputed();
      return tx.evaluationDispute.create({
        data: { evaluationId, consultantId, reason, explanation, createdAt: now },
        select: { id: true, evaluationId: true, reason: true, status: true, createdAt: true },
      });
    })
    .catch((error: unknown) => {
      // The other of two disputes sent at once: the unique index on evaluationId refused this one.
      throw error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" ? alreadyDisputed() : error;
    });
}

function notDisputable() {
  return new AppError("not_found", "problems.detail.notFound", { values: { what: "evaluation" } });
}

function alreadyDisputed() {
  return new AppError("conflict", "This review has already been disputed; a review can be disputed once.");
}
