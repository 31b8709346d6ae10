// The pure rules behind issue 19's reviews and dashboard: whole-star buckets, the links' query
// strings and the chart's bucket size.
import { describe, expect, it } from "vitest";
import { hasFilter, reviewSearchParams, starBucket } from "@/lib/evaluations/review-filter";
import { timelineUnit } from "@/lib/stats/timeline";

describe("starBucket", () => {
  it("rounds an overall rating half up to whole stars, as the card's stars show it", () => {
    expect([1, 1.49, 1.5, 2, 3.49, 3.5, 4.49, 4.5, 4.99, 5].map(starBucket)).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5, 5]);
  });
});

describe("reviewSearchParams", () => {
  it("leaves defaults out, so each view has one URL", () => {
    expect(reviewSearchParams({ sort: "newest" })).toEqual({});
    expect(reviewSearchParams({ stars: 5, evidence: "mandate", language: "fr", withComment: true, sort: "lowest" })).toEqual({
      stars: "5",
      evidence: "mandate",
      language: "fr",
      withComment: "1",
      sort: "lowest",
    });
    expect(hasFilter({ withComment: false })).toBe(false);
    expect(hasFilter({ stars: 1 })).toBe(true);
  });
});

describe("timelineUnit", () => {
  it("a day per bar up to a month, a week up to half a year, a month beyond", () => {
    expect(timelineUnit("2026-11-24", "2026-11-24")).toBe("day");
    expect(timelineUnit("2026-01-01", "2026-01-31")).toBe("day");
    expect(timelineUnit("2026-01-01", "2026-02-01")).toBe("week");
    expect(timelineUnit("2026-01-01", "2026-07-02")).toBe("week");
    expect(timelineUnit("2026-01-01", "2026-07-03")).toBe("month");
    expect(timelineUnit("2022-01-01", "2026-12-31")).toBe("month");
  });
});
