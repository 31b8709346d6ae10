// The public shape of an evaluation (review card, consultant page, public API) and its queries.
// Public means: published, not hidden, of an active (claimed, not disabled) consultant.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { localize } from "@/lib/i18n/localize";
import { displayName } from "./display-name";
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
  /** ✓ "verified": backed by a one-time code (a mandate) or an administrator's check. */
  isVerified: boolean;
  /** How the evaluation was checked; every published one has a confirmed address. */
  evidence: EvaluationEvidence;
  language: string;
  consultingTopicIds: number[];
  /** The same customer (mailbox) rated again later: readable, labelled, counted in no figure. */
  earlierRating: boolean;
};

export type EvaluationEvidence = {
  addressConfirmed: boolean;
  /** The customer used a one-time code that the consultant issued for a mandate. */
  mandateConfirmed: boolean;
  /** The consultant confirmed the customer relationship (their word, not a proof). */
  relationshipConfirmed: boolean;
  /** A platform administrator checked it. */
  checkedByAdministrator: boolean;
};

export const publicWhere = {
  state: "published",
  hiddenAt: null,
  consultant: { state: "active" },
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
  emailConfirmedAt: true,
  mandateConfirmedAt: true,
  relationshipConfirmedAt: true,
  checkedByAdminAt: true,
  language: true,
  supersededById: true,
  ratings: {
    select: { ratingCategoryId: true, value: true, ratingCategory: { select: { name: true, sortOrder: true } } },
  },
  topics: { select: { consultingTopicId: true } },
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
    evidence: {
      addressConfirmed: row.emailConfirmedAt !== null,
      mandateConfirmed: row.mandateConfirmedAt !== null,
      relationshipConfirmed: row.relationshipConfirmedAt !== null,
      checkedByAdministrator: row.checkedByAdminAt !== null,
    },
    language: row.language,
    consultingTopicIds: row.topics.map((t) => t.consultingTopicId).sort((a, b) => a - b),
    earlierRating: row.supersededById !== null,
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
