// The review filter (review-filter.ts) as Prisma conditions and orders, added to the public
// predicate (publicWhere) or the owner's one; never a predicate of its own for "published".
import type { Prisma } from "@/lib/db/generated/client";
import { starRange, type ReviewFilter, type ReviewSort } from "./review-filter";

export function reviewWhere(filter: ReviewFilter): Prisma.EvaluationWhereInput[] {
  const and: Prisma.EvaluationWhereInput[] = [];
  // The whole-star bucket that starBucket puts a rating in (overall ratings lie between 1 and 5).
  if (filter.stars !== undefined) and.push({ overallRating: starRange(filter.stars) });
  if (filter.evidence === "mandate") and.push({ mandateConfirmedAt: { not: null } });
  if (filter.evidence === "administrator") and.push({ checkedByAdminAt: { not: null } });
  // Neither of the two that earn ✓ (isVerified is generated from exactly these two columns).
  if (filter.evidence === "none") and.push({ isVerified: false });
  if (filter.language) and.push({ language: filter.language });
  if (filter.withComment) and.push({ comment: { not: null } }, { NOT: { comment: "" } });
  return and;
}

/** Ties broken by date, then id, so that pages never repeat or skip a review. */
export function reviewOrderBy(sort: ReviewSort): Prisma.EvaluationOrderByWithRelationInput[] {
  const newest: Prisma.EvaluationOrderByWithRelationInput[] = [{ dateOfCreation: "desc" }, { id: "asc" }];
  if (sort === "highest") return [{ overallRating: "desc" }, ...newest];
  if (sort === "lowest") return [{ overallRating: "asc" }, ...newest];
  return newest;
}

/** The API's older sort names: date is newest, rating is highest. */
export function normalizeSort(sort: ReviewSort | "date" | "rating" | undefined): ReviewSort {
  if (sort === "date" || sort === undefined) return "newest";
  if (sort === "rating") return "highest";
  return sort;
}
