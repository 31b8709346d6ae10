// Rankings that a single 5-star review cannot top (issue 21, item 8): GET /api/consultant/top, the
// home carousel's topConsultants and the administration's top lists order by the count-aware score
// of lib/search/ranking.ts, in SQL; the search keeps its order (average, then count).
import { beforeAll, describe, expect, it } from "vitest";
import { getTopLists } from "@/lib/search/top-lists";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import type { RouteHandler } from "@/lib/http/route";
import { bayesianScore, type RankingPolicy } from "@/lib/search/ranking";
import { rankedConsultants, topConsultants } from "@/lib/search/top-consultants";
import { callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let topRoute: RouteHandler;
let searchRoute: RouteHandler;
const ids = { oneFive: 0, fortyFourEight: 0, sixFour: 0 };

beforeAll(async () => {
  ({ GET: topRoute } = await import("@/app/api/consultant/top/route"));
  ({ GET: searchRoute } = await import("@/app/api/search/route"));
  const db = current();
  ids.oneFive = (await insertConsultant(db, { familyName: "Einzelstern" })).id;
  ids.fortyFourEight = (await insertConsultant(db, { familyName: "Vielbewertet" })).id;
  ids.sixFour = (await insertConsultant(db, { familyName: "Solide" })).id;
  await insertEvaluation(db, ids.oneFive, 5);
  for (let i = 0; i < 40; i++) await insertEvaluation(db, ids.fortyFourEight, 4.8);
  for (let i = 0; i < 6; i++) await insertEvaluation(db, ids.sixFour, 4);
  await refreshAggregatesForConsultants(db, Object.values(ids));
});

describe("the popular consultants", () => {
  it("rank forty 4.8 ratings above a single 5.0, which is not even listed below the minimum", async () => {
    const { status, body } = await callJson<{ id: number; ratingAverage: number; ratingCount: number; score: number }[]>(
      topRoute,
      "GET",
      "/api/consultant/top",
    );
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual([ids.fortyFourEight, ids.sixFour]);
    expect(body[0]).toMatchObject({ ratingAverage: 4.8, ratingCount: 40 });
    // Platform mean (5 + 192 + 24) / 47; forty 4.8s score (10 · m + 192) / 50.
    const mean = 221 / 47;
    expect(body[0]!.score).toBeCloseTo(bayesianScore(192, 40, mean, { priorWeight: 10 }), 3);
  });

  it("with a minimum of one rating the single 5.0 is listed, below the forty 4.8s", async () => {
    const top = await topConsultants(10, { priorWeight: 10, minRatings: 1 });
    expect(top.map((c) => c.id)).toEqual([ids.fortyFourEight, ids.oneFive, ids.sixFour]);
  });

  it("the administration's top list ranks the same way", async () => {
    const top = await getTopLists(platformAdmin(), 5);
    expect(top.consultants.map((c) => c.id)).toEqual([ids.fortyFourEight, ids.sixFour]);
  });

  it("the search keeps its order: average, then count", async () => {
    const { body } = await callJson<{ items: { id: number }[] }>(searchRoute, "GET", "/api/search", {
      query: { type: "perimeter", postalCode: "8001", sort: "rating" },
    });
    expect(body.items.map((c) => c.id).slice(0, 3)).toEqual([ids.oneFive, ids.fortyFourEight, ids.sixFour]);
  });
});

describe("the bound that spares scoring every profile", () => {
  it("gives exactly the brute-force order over random profiles, for every list length and policy", async () => {
    const db = current();
    // Deterministic pseudo-random aggregates: averages 1–5, 0–80 ratings, some exact ties.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const rows = Array.from({ length: 600 }, (_, i) => {
      const count = i % 50 === 0 ? 12 : Math.floor(random() * 81);
      const sum = i % 50 === 0 ? 54 : Math.round(count * (1 + random() * 4) * 100) / 100;
      return { count, sum };
    });
    for (const r of rows) {
      await insertConsultant(db, {
        ratingCount: r.count,
        evaluationCount: r.count,
        ratingSum: r.sum,
        ratingAverage: r.count ? Math.round((r.sum / r.count) * 100) / 100 : 0,
      });
    }
    const all = await db.consultant.findMany({ where: { state: "active" }, select: { id: true, ratingSum: true, ratingCount: true } });
    const mean = all.reduce((s, c) => s + Number(c.ratingSum), 0) / all.reduce((s, c) => s + c.ratingCount, 0);

    const policies: RankingPolicy[] = [
      { priorWeight: 10, minRatings: 5 },
      { priorWeight: 50, minRatings: 5 },
      { priorWeight: 0, minRatings: 1 },
      { priorWeight: 200, minRatings: 1 },
      { priorWeight: 3, minRatings: 70 },
    ];
    for (const policy of policies) {
      const expected = all
        .filter((c) => c.ratingCount >= policy.minRatings)
        .map((c) => ({ id: c.id, count: c.ratingCount, score: bayesianScore(Number(c.ratingSum), c.ratingCount, mean, policy) }))
        .sort((a, b) => b.score - a.score || b.count - a.count || a.id - b.id);
      for (const limit of [1, 5, 10, 50]) {
        const want = expected.slice(0, limit).map((r) => r.id);
        // m summed in the statement, and m passed in (as the servers do with their cached figure).
        const inline = await db.$queryRaw<{ id: number }[]>`${rankedConsultants(limit, policy)}`;
        expect(
          inline.map((r) => r.id),
          `${JSON.stringify(policy)}, ${limit}`,
        ).toEqual(want);
        const given = await db.$queryRaw<{ id: number }[]>`${rankedConsultants(limit, policy, mean)}`;
        expect(
          given.map((r) => r.id),
          `${JSON.stringify(policy)}, ${limit}, m given`,
        ).toEqual(want);
      }
    }
  });
});
