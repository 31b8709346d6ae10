// How a consultant's published ratings spread over 5 to 1 stars (issue 19, item 6): over exactly
// the counted predicate (countedWhere), so that unconfirmed, held, hidden and superseded evaluations count
// nowhere (docs/product-rules.md#confirmed-reviewers).
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { countedWhere } from "./public-evaluation";
import { STAR_BUCKETS, starBucket } from "./review-filter";

export type RatingDistribution = { total: number; buckets: { stars: number; count: number }[] };

export async function ratingDistribution(consultantId: number, options: ServiceContext = {}): Promise<RatingDistribution> {
  const { db } = resolveContext(options);
  // Grouped by the stored value (at most a few hundred distinct ones: two decimals between 1 and 5)
  // and bucketed here, so the predicate stays the one Prisma object that every public read uses.
  const groups = await db.evaluation.groupBy({ by: ["overallRating"], where: { ...countedWhere, consultantId }, _count: { _all: true } });
  const counts = new Map<number, number>(STAR_BUCKETS.map((s) => [s, 0]));
  for (const g of groups) {
    const stars = starBucket(Number(g.overallRating));
    counts.set(stars, (counts.get(stars) ?? 0) + g._count._all);
  }
  const buckets = STAR_BUCKETS.map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
  return { total: buckets.reduce((sum, b) => sum + b.count, 0), buckets };
}
