// The count-aware score of the lists that rank by quality: the home page's popular consultants,
// GET /api/consultant/top and the administration's top lists (docs/product-rules.md#rankings).
// A plain average lets a single 5-star review top everybody; the Bayesian average pulls a profile
// with few ratings toward the platform mean m as if it had C more ratings at m:
//
//   score = (C · m + Σ ratings) / (C + n)
//
// so that a 5.0 from one rating scores little above m, while forty ratings of 4.8 score close to
// 4.8. Only profiles with at least `minRatings` ratings are listed at all. The search keeps its own
// order (average, then count: docs/product-rules.md#search-and-lists). Browser-safe: the for-consultants page explains it.

export type RankingPolicy = {
  /** C: how many ratings at the platform mean every profile starts with. */
  priorWeight: number;
  /** N: fewer ratings than this, and a profile is not ranked. */
  minRatings: number;
};

/** The score of a profile with `count` ratings summing to `sum`, given the platform mean. */
export function bayesianScore(sum: number, count: number, platformMean: number, policy: Pick<RankingPolicy, "priorWeight">): number {
  const c = policy.priorWeight;
  if (c + count === 0) return 0;
  return (c * platformMean + sum) / (c + count);
}

/** Whether a profile with this many ratings takes part in a ranking. */
export function isRanked(count: number, policy: Pick<RankingPolicy, "minRatings">): boolean {
  return count >= policy.minRatings;
}
