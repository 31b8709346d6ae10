// The count-aware score of the quality rankings (lib/search/ranking.ts).
import { describe, expect, it } from "vitest";
import { bayesianScore, isRanked } from "@/lib/search/ranking";

const policy = { priorWeight: 10, minRatings: 5 };

describe("bayesianScore", () => {
  it("pulls a profile with few ratings toward the platform mean", () => {
    // One 5.0 at a platform mean of 4.2: (10 · 4.2 + 5) / 11
    expect(bayesianScore(5, 1, 4.2, policy)).toBeCloseTo(47 / 11, 10);
    expect(bayesianScore(5, 1, 4.2, policy)).toBeLessThan(4.3);
  });

  it("lets many ratings speak for themselves", () => {
    // Forty ratings of 4.8: (42 + 192) / 50 = 4.68
    expect(bayesianScore(40 * 4.8, 40, 4.2, policy)).toBeCloseTo(4.68, 10);
    expect(bayesianScore(1000 * 4.8, 1000, 4.2, policy)).toBeGreaterThan(4.79);
  });

  it("ranks forty ratings of 4.8 above a single 5.0, and a single 1.0 above forty of 1.5", () => {
    expect(bayesianScore(192, 40, 4.2, policy)).toBeGreaterThan(bayesianScore(5, 1, 4.2, policy));
    // The prior also protects from a single unlucky rating.
    expect(bayesianScore(1, 1, 4.2, policy)).toBeGreaterThan(bayesianScore(60, 40, 4.2, policy));
  });

  it("lies between the profile's average and the platform mean", () => {
    for (const [sum, count, mean] of [
      [9, 3, 4.5],
      [14.5, 3, 3.1],
      [200, 50, 4.0],
      [4, 1, 4],
    ] as const) {
      const score = bayesianScore(sum, count, mean, policy);
      expect(score).toBeGreaterThanOrEqual(Math.min(sum / count, mean) - 1e-12);
      expect(score).toBeLessThanOrEqual(Math.max(sum / count, mean) + 1e-12);
    }
  });

  it("is the plain average without a prior, and the mean without ratings", () => {
    expect(bayesianScore(14, 4, 4.2, { priorWeight: 0 })).toBe(3.5);
    expect(bayesianScore(0, 0, 4.2, policy)).toBeCloseTo(4.2, 10);
    expect(bayesianScore(0, 0, 4.2, { priorWeight: 0 })).toBe(0);
  });
});

describe("isRanked", () => {
  it("needs the minimum number of ratings", () => {
    expect(isRanked(4, policy)).toBe(false);
    expect(isRanked(5, policy)).toBe(true);
  });
});
