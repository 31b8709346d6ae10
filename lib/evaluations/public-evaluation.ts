// The public shape of an evaluation (review card, consultant page, public API) and its queries.
// Public means: published, not hidden, of a profile that shows its figures (claimed, not disabled).
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { localize } from "@/lib/i18n/localize";
import { statesWhere } from "@/lib/consultants/profile-display";
import { displayName } from "./display-name";
import type { EvidenceKind } from "./evidence";
import type { ReviewFilter, ReviewSort } from "./review-filter";
import { normalizeSort, reviewOrderBy, reviewWhere } from "./review-query";

export type PublicEvaluation = {
  id: string;
  consultantId: number;
  /** ISO 8601 */
  dateOfCreation: string;
  displayName: string;
  overallRating: number;
  ratings: { ratingCategoryId: number; name: string; value: number }[];
  comment: string | null;
  consultantComment: string | null;
  /** ISO 8601 */
  consultantCommentDate: string | null;
  /** The spec's "verified": a one-time code or a check by the platform (kept for API clients). */
  isVerified: boolean;
  /** Who vouches (lib/evaluations/evidence.ts): what pages, seal and JSON-LD show; the ✓ only for the platform's own checks. */
  evidence: EvidenceKind;
  language: string;
  consultingTopicIds: number[];
  /** The same customer (mailbox) rated again later: readable, labelled, counted in no figure. */
  earlierRating: boolean;
  /** ISO 8601: the rated consultant disputes it and its reviewer was asked (docs/product-rules.md#disputes); it stays visible meanwhile. */
  disputedSince: string | null;
  /** A dispute ended with the review kept: "checked after a dispute". */
  checkedAfterDispute: boolean;
};

export const publicWhere = {
  state: "published",
  hiddenAt: null,
  // Only where the profile shows its figures (lib/consultants/profile-display.ts).
  consultant: { state: { in: statesWhere((d) => d.figures) } },
} satisfies Prisma.EvaluationWhereInput;

/**
 * What every figure counts (average, count, distribution, stats, ranking): the public ones without a
 * mailbox's earlier, superseded ratings, which the review list still shows with their label.
 */
export const countedWhere = { ...publicWhere, supersededById: null } satisfies Prisma.EvaluationWhereInput;

export const evaluationCardSelect = {
  id: true,
  consultantId: true,
  dateOfCreation: true,
  customerGivenName: true,
  customerFamilyName: true,
  nameDisplayStyle: true,
  overallRating: true,
  comment: true,
  consultantComment: true,
  consultantCommentDate: true,
  isVerified: true,
  evidence: true,
  language: true,
  supersededById: true,
  ratings: {
    select: { ratingCategoryId: true, value: true, ratingCategory: { select: { name: true, sortOrder: true } } },
  },
  topics: { select: { consultingTopicId: true } },
  // One row per review at most (unique evaluationId): fetched for the whole page at once, like topics.
  dispute: { select: { status: true, reviewerAskedAt: true, decision: { select: { outcome: true } } } },
} satisfies Prisma.EvaluationSelect;

export type EvaluationCardRow = Prisma.EvaluationGetPayload<{ select: typeof evaluationCardSelect }>;

export function toPublicEvaluation(row: EvaluationCardRow, locale: string): PublicEvaluation {
  return {
    id: row.id,
    consultantId: row.consultantId,
    dateOfCreation: row.dateOfCreation.toISOString(),
    displayName: displayName(row.nameDisplayStyle, row.customerGivenName, row.customerFamilyName),
    overallRating: Number(row.overallRating),
    ratings: [...row.ratings]
      .sort((a, b) => a.ratingCategory.sortOrder - b.ratingCategory.sortOrder || a.ratingCategoryId - b.ratingCategoryId)
      .map((r) => ({ ratingCategoryId: r.ratingCategoryId, name: localize(r.ratingCategory.name, locale), value: Number(r.value) })),
    comment: row.comment,
    consultantComment: row.consultantComment,
    consultantCommentDate: row.consultantCommentDate?.toISOString() ?? null,
    isVerified: row.isVerified,
    evidence: row.evidence,
    language: row.language,
    consultingTopicIds: row.topics.map((t) => t.consultingTopicId).sort((a, b) => a - b),
    earlierRating: row.supersededById !== null,
    // Only once a moderator let it through to the reviewer: a dispute alone never marks a review.
    disputedSince:
      row.dispute && (row.dispute.status === "awaitingReviewer" || row.dispute.status === "answered")
        ? (row.dispute.reviewerAskedAt?.toISOString() ?? null)
        : null,
    checkedAfterDispute: row.dispute?.status === "decided" && row.dispute.decision?.outcome === "kept",
  };
}

/** Evaluations per step on the consultant page: the first step is on the cached page, further ones load on request. */
export const EVALUATIONS_STEP = 10;

export type PublicEvaluationPage = {
  items: PublicEvaluation[];
  total: number;
  /** How many of `total` are a mailbox's earlier ratings: listed with their label, counted in no figure. */
  earlierRatings: number;
  page: number;
  pageSize: number;
};

/**
 * The consultant's public evaluations, newest first by dateOfCreation (docs/product-rules.md#evaluation-states-and-release), or
 * narrowed and ordered as the reader chose (review-filter.ts). The old sort names stay for the API.
 */
export async function listPublicEvaluations(
  consultantId: number,
  {
    page = 1,
    pageSize = 10,
    locale = "de",
    sort = "newest",
    filter = {},
    ...context
  }: ServiceContext & { page?: number; pageSize?: number; locale?: string; sort?: ReviewSort | "date" | "rating"; filter?: ReviewFilter } = {},
): Promise<PublicEvaluationPage> {
  const { db } = resolveContext(context);
  const where = { ...publicWhere, consultantId, AND: reviewWhere(filter) } satisfies Prisma.EvaluationWhereInput;
  const orderBy = reviewOrderBy(normalizeSort(sort));
  const [rows, total, earlierRatings] = await Promise.all([
    db.evaluation.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize, select: evaluationCardSelect }),
    db.evaluation.count({ where }),
    db.evaluation.count({ where: { ...where, supersededById: { not: null } } }),
  ]);
  return { items: rows.map((r) => toPublicEvaluation(r, locale)), total, earlierRatings, page, pageSize };
}

/** One public evaluation, or null when it is not public. */
export async function getPublicEvaluation(
  id: string,
  { locale = "de", ...context }: ServiceContext & { locale?: string } = {},
): Promise<PublicEvaluation | null> {
  if (!isUuid(id)) return null;
  const { db } = resolveContext(context);
  const row = await db.evaluation.findFirst({ where: { ...publicWhere, id }, select: evaluationCardSelect });
  return row ? toPublicEvaluation(row, locale) : null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
