// GET /api/evaluation and GET /api/evaluation/{id}: the public view (published only) for anybody,
// and the consultant's own view (every state, hidden ones marked) for the consultant or an administrator.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import type { Actor } from "@/lib/auth/actor";
import { isUser } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findManagedEvaluationOrThrow, requireUser } from "./authorize";
import {
  evaluationCardSelect,
  getPublicEvaluation,
  listPublicEvaluations,
  toPublicEvaluation,
  type PublicEvaluation,
  type PublicEvaluationPage,
} from "./public-evaluation";
import { normalizeSort, reviewOrderBy, reviewWhere } from "./review-query";
import { listQuerySchema } from "./schema";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { hasHeldEvaluations } from "./publish-evaluation";

export type OwnerEvaluation = PublicEvaluation & {
  state: "inReview" | "published";
  releaseAt: string;
  publishedAt: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  /** Held for moderation: it waits for the administrators' decision instead of its release date. */
  held: boolean;
  /** The consultant's report awaits the administrators' decision: no second report meanwhile. */
  reported: boolean;
  /** The consultant already confirmed the relationship (verify or answer), whatever stronger evidence it has. */
  relationshipConfirmed: boolean;
  /** The consultant's dispute of it (docs/product-rules.md#disputes): its state, the moderator's summary and the outcome. */
  dispute: OwnerDispute | null;
};

export type OwnerDispute = {
  id: number;
  reason: "notMyClient" | "falseFacts" | "other";
  status: "screening" | "awaitingReviewer" | "answered" | "decided" | "rejected";
  createdAt: string;
  answerDueAt: string | null;
  summaryForConsultant: string | null;
  outcome: string | null;
  publicReason: string | null;
};

/** The owner's page: publishingPaused says that moderation holds one of the consultant's evaluations. */
export type OwnerEvaluationPage = { items: OwnerEvaluation[]; total: number; page: number; pageSize: number; publishingPaused: boolean };

const ownerSelect = {
  ...evaluationCardSelect,
  state: true,
  releaseAt: true,
  publishedAt: true,
  hiddenAt: true,
  hiddenReason: true,
  heldAt: true,
  relationshipConfirmedAt: true,
  reports: { where: { status: "open" }, select: { id: true }, take: 1 },
  dispute: {
    select: {
      id: true,
      reason: true,
      status: true,
      createdAt: true,
      reviewerAskedAt: true,
      answerDueAt: true,
      summaryForConsultant: true,
      decision: { select: { outcome: true, publicReason: true } },
    },
  },
} satisfies Prisma.EvaluationSelect;

function toOwnerEvaluation(row: Prisma.EvaluationGetPayload<{ select: typeof ownerSelect }>, locale: string): OwnerEvaluation {
  return {
    ...toPublicEvaluation(row, locale),
    state: row.state,
    releaseAt: row.releaseAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    held: row.heldAt !== null,
    reported: row.reports.length > 0,
    relationshipConfirmed: row.relationshipConfirmedAt !== null,
    dispute: row.dispute
      ? {
          id: row.dispute.id,
          reason: row.dispute.reason,
          status: row.dispute.status,
          createdAt: row.dispute.createdAt.toISOString(),
          answerDueAt: row.dispute.answerDueAt?.toISOString() ?? null,
          summaryForConsultant: row.dispute.summaryForConsultant,
          outcome: row.dispute.decision?.outcome ?? null,
          publicReason: row.dispute.decision?.publicReason ?? null,
        }
      : null,
  };
}

export async function listEvaluations(
  actor: Actor,
  query: unknown,
  options: ServiceContext & { locale?: string } = {},
): Promise<PublicEvaluationPage | OwnerEvaluationPage> {
  const q = listQuerySchema.parse(query);
  const locale = options.locale ?? q.locale;
  const { db } = resolveContext(options);
  const filter = { stars: q.stars, evidence: q.evidence, language: q.language, withComment: q.withComment };
  if (q.scope === "public") return listPublicEvaluations(q.consultantId, { page: q.page, pageSize: q.pageSize, sort: q.sort, filter, locale, db });

  const user = requireUser(actor);
  if (!user.isPlatformAdmin && user.consultantId !== q.consultantId) throw new AppError("not_found", "consultant not found");
  // Unconfirmed evaluations count nowhere, the consultant's own list included.
  const where = { consultantId: q.consultantId, emailConfirmedAt: { not: null }, AND: reviewWhere(filter) } satisfies Prisma.EvaluationWhereInput;
  const orderBy = reviewOrderBy(normalizeSort(q.sort));
  const [rows, total, paused] = await Promise.all([
    db.evaluation.findMany({ where, orderBy, skip: (q.page - 1) * q.pageSize, take: q.pageSize, select: ownerSelect }),
    db.evaluation.count({ where }),
    hasHeldEvaluations(db, q.consultantId),
  ]);
  // While moderation holds any of them, early publishing is off for all (publish-evaluation.ts): the page says why.
  return { items: rows.map((r) => toOwnerEvaluation(r, locale)), total, page: q.page, pageSize: q.pageSize, publishingPaused: paused };
}

/** The owner's view for the consultant or an administrator, the public view for everybody else (404 when not public). */
export async function getEvaluation(actor: Actor, id: string, options: ServiceContext & { locale?: string } = {}): Promise<PublicEvaluation | OwnerEvaluation> {
  const locale = options.locale ?? "de";
  const { db } = resolveContext(options);
  if (isUser(actor)) {
    try {
      return toOwnerEvaluation(await findManagedEvaluationOrThrow(db, actor, id, ownerSelect), locale);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  const evaluation = await getPublicEvaluation(id, { locale, db });
  if (!evaluation) throw new AppError("not_found", "evaluation not found");
  return evaluation;
}
