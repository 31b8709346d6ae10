// Issue 19, items 6 and 7 on real PostgreSQL: the rating distribution and the review filters count
// only published, visible evaluations (never unconfirmed, held or hidden ones); the public API takes
// the same filters and answers 400 for bad ones; the dashboard's chart buckets evaluations per day,
// week or month in Swiss time; the compare view's evidence counts and conduct-duty shares.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as evaluationList } from "@/app/api/evaluation/route";
import { callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { consultantActor } from "@/tests/support/actors";
import { listPublicEvaluations } from "@/lib/evaluations/public-evaluation";
import { ratingDistribution } from "@/lib/evaluations/rating-distribution";
import { reviewPageQuerySchema } from "@/lib/evaluations/review-filter";
import { getConsultantStats } from "@/lib/stats/get-consultant-stats";
import { loadComparisonFacts } from "@/lib/compare/comparison-facts";
import { loadComparison } from "@/lib/compare/load-comparison";

const ctx = setupApiDatabase();
let rated = 0;
let other = 0;
let charted = 0;
const ids: Record<string, string> = {};
let duty = 0;
let nonDuty = 0;

beforeAll(async () => {
  const db = ctx.current();
  rated = (await insertConsultant(db)).id;
  other = (await insertConsultant(db)).id;
  charted = (await insertConsultant(db)).id;
  const day = (n: number) => new Date(Date.UTC(2026, 5, n, 10));
  // Published and visible: these five count.
  ids.five = (await insertEvaluation(db, rated, 5, { dateOfCreation: day(1), comment: "Hervorragend", mandateConfirmedAt: day(1) })).id;
  ids.fourFortyNine = (await insertEvaluation(db, rated, 4.49, { dateOfCreation: day(2), comment: null })).id;
  ids.fourHalf = (await insertEvaluation(db, rated, 4.5, { dateOfCreation: day(3), language: "fr", comment: "", checkedByAdminAt: day(4) })).id;
  ids.three = (await insertEvaluation(db, rated, 3, { dateOfCreation: day(4), comment: "Geht so", relationshipConfirmedAt: day(5) })).id;
  ids.low = (await insertEvaluation(db, rated, 1.2, { dateOfCreation: day(5), language: "it", comment: "Deludente" })).id;
  // Not public: unconfirmed, held, hidden, still in review; all of them 5 stars with a comment.
  await insertEvaluation(db, rated, 5, { state: "inReview", emailConfirmedAt: null, comment: "unbestätigt" });
  await insertEvaluation(db, rated, 5, { state: "inReview", heldAt: new Date(), holdReasons: ["burst"], comment: "zurückgehalten" });
  ids.hidden = (
    await insertEvaluation(db, rated, 5, { hiddenAt: new Date(), hiddenReason: "Beleidigend", comment: "versteckt", mandateConfirmedAt: new Date() })
  ).id;
  await insertEvaluation(db, rated, 5, { state: "inReview", comment: "wartet" });
  // Another consultant's rating never mixes in.
  await insertEvaluation(db, other, 2, { mandateConfirmedAt: new Date() });

  // Conduct-duty answers: a yes/no question with a customer hint is a duty; one without is not.
  const questions = await db.questionDefinition.findMany({
    where: { type: "yesNo", active: true },
    orderBy: { sortOrder: "asc" },
    select: { id: true, customerHint: true },
  });
  const duties = questions.filter((q) => q.customerHint !== null);
  duty = duties[0]!.id;
  nonDuty = (await db.questionDefinition.create({ data: { type: "yesNo", text: { de: "Kaffee erhalten?", en: "Coffee?" }, required: false } })).id;
  const answer = (evaluationId: string, questionDefinitionId: number, value: number) =>
    db.questionResult.create({ data: { evaluationId, questionDefinitionId, value, points: value, questionSnapshot: {} } });
  await answer(ids.five, duty, 1);
  await answer(ids.three, duty, 1);
  await answer(ids.low, duty, 0);
  await answer(ids.hidden, duty, 0);
  await answer(ids.five, nonDuty, 1);

  // The chart: Swiss time decides the bucket (22:30 UTC on 31 March is 1 April in Zurich).
  await insertEvaluation(db, charted, 4, { dateOfCreation: new Date("2026-03-31T22:30:00Z") });
  await insertEvaluation(db, charted, 2, { dateOfCreation: new Date("2026-04-15T10:00:00Z") });
  await insertEvaluation(db, charted, 5, { dateOfCreation: new Date("2026-03-10T10:00:00Z") });
  await insertEvaluation(db, charted, 5, { dateOfCreation: new Date("2026-03-11T10:00:00Z"), hiddenAt: new Date(), hiddenReason: "Spam" });
  await insertEvaluation(db, charted, 1, { dateOfCreation: new Date("2026-03-12T10:00:00Z"), emailConfirmedAt: null, state: "inReview" });
});

describe("rating distribution", () => {
  it("counts the published, visible evaluations per whole star, and nothing else", async () => {
    const d = await ratingDistribution(rated, { db: ctx.current() });
    expect(d.total).toBe(5);
    expect(d.buckets).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it("is empty for a consultant without published evaluations", async () => {
    const d = await ratingDistribution(charted + 1000, { db: ctx.current() });
    expect(d).toEqual({ total: 0, buckets: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) });
  });
});

describe("review filters", () => {
  const list = (options: Parameters<typeof listPublicEvaluations>[1]) => listPublicEvaluations(rated, { db: ctx.current(), ...options });
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((e) => e.id);

  it("5 stars is 4.50 to 5.00 and 4 stars 3.50 to 4.49; hidden, held and unconfirmed 5s never appear", async () => {
    const five = await list({ filter: { stars: 5 } });
    expect(idsOf(five)).toEqual([ids.fourHalf, ids.five]);
    expect(five.total).toBe(2);
    expect(idsOf(await list({ filter: { stars: 4 } }))).toEqual([ids.fourFortyNine]);
    expect((await list({ filter: { stars: 2 } })).total).toBe(0);
  });

  it("filters by evidence: mandate, administrator, none (neither of the two that earn ✓)", async () => {
    expect(idsOf(await list({ filter: { evidence: "mandate" } }))).toEqual([ids.five]);
    expect(idsOf(await list({ filter: { evidence: "administrator" } }))).toEqual([ids.fourHalf]);
    // The consultant's own confirmation of the relationship is not evidence that earns ✓.
    expect(idsOf(await list({ filter: { evidence: "none" } }))).toEqual([ids.low, ids.three, ids.fourFortyNine]);
  });

  it("filters by language and by a written comment (an empty one is none), and combines filters", async () => {
    expect(idsOf(await list({ filter: { language: "fr" } }))).toEqual([ids.fourHalf]);
    expect(idsOf(await list({ filter: { withComment: true } }))).toEqual([ids.low, ids.three, ids.five]);
    expect(idsOf(await list({ filter: { withComment: true, evidence: "none", language: "it" } }))).toEqual([ids.low]);
  });

  it("sorts newest, highest and lowest first; pages keep the filter", async () => {
    expect(idsOf(await list({ sort: "newest" }))).toEqual([ids.low, ids.three, ids.fourHalf, ids.fourFortyNine, ids.five]);
    expect(idsOf(await list({ sort: "highest" }))).toEqual([ids.five, ids.fourHalf, ids.fourFortyNine, ids.three, ids.low]);
    expect(idsOf(await list({ sort: "lowest" }))).toEqual([ids.low, ids.three, ids.fourFortyNine, ids.fourHalf, ids.five]);
    const second = await list({ sort: "lowest", filter: { stars: 5 }, page: 2, pageSize: 1 });
    expect(idsOf(second)).toEqual([ids.five]);
    expect(second.total).toBe(2);
  });

  it("the page's query string drops a bad value instead of failing", () => {
    expect(reviewPageQuerySchema.parse({ stars: "9", evidence: "gossip", language: "xx", withComment: "maybe", sort: "random" })).toEqual({ sort: "newest" });
    expect(reviewPageQuerySchema.parse({ stars: ["5", "1"], evidence: "mandate", language: "fr", withComment: "1", sort: "lowest" })).toEqual({
      stars: 5,
      evidence: "mandate",
      language: "fr",
      withComment: true,
      sort: "lowest",
    });
  });
});

describe("GET /api/evaluation with filters", () => {
  it("takes the same filters and order as the page", async () => {
    const res = await callJson<{ items: { id: string; overallRating: number }[]; total: number }>(evaluationList, "GET", "/api/evaluation", {
      query: { consultantId: String(rated), stars: "5", sort: "lowest", pageSize: "4" },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((e) => e.id)).toEqual([ids.fourHalf, ids.five]);
    const withComment = await callJson<{ total: number }>(evaluationList, "GET", "/api/evaluation", {
      query: { consultantId: String(rated), withComment: "true", evidence: "none" },
    });
    expect(withComment.body).toMatchObject({ total: 2 });
  });

  it("keeps the older sort names (date, rating)", async () => {
    const res = await callJson<{ items: { id: string }[] }>(evaluationList, "GET", "/api/evaluation", {
      query: { consultantId: String(rated), sort: "rating", pageSize: "4" },
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0]!.id).toBe(ids.five);
  });

  it("answers 422 problem+json naming every bad filter, never 500", async () => {
    const res = await callJson<{ status: number; errors?: { pointer?: string }[]; invalidParams?: { name: string }[] }>(
      evaluationList,
      "GET",
      "/api/evaluation",
      {
        query: { consultantId: String(rated), stars: "6", evidence: "rumour", language: "xx", withComment: "perhaps", sort: "random" },
      },
    );
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const text = JSON.stringify(res.body);
    for (const name of ["stars", "evidence", "language", "withComment", "sort"]) expect(text).toContain(name);
  });

  it("filters the owner's list too, which still excludes unconfirmed evaluations", async () => {
    const res = await callJson<{ items: { id: string; held: boolean; hidden: boolean }[]; total: number }>(evaluationList, "GET", "/api/evaluation", {
      actor: consultantActor(rated),
      query: { consultantId: String(rated), scope: "owner", stars: "5", pageSize: "32" },
    });
    expect(res.status).toBe(200);
    // 5.00 and 4.50, the held one, the hidden one (marked) and the one in review; not the unconfirmed one.
    expect(res.body.total).toBe(5);
    expect(res.body.items.some((e) => e.held)).toBe(true);
    expect(res.body.items.some((e) => e.hidden)).toBe(true);
  });
});

describe("dashboard chart over time", () => {
  const stats = (start: string, end: string) => getConsultantStats(consultantActor(charted), charted, { start, end });

  it("a year is twelve months, every month listed, in Swiss time; hidden and unconfirmed ones count nowhere", async () => {
    const s = await stats("2026-01-01", "2026-12-31");
    expect(s.timeline.unit).toBe("month");
    expect(s.timeline.points).toHaveLength(12);
    expect(s.timeline.points[0]).toEqual({ start: "2026-01-01", count: 0, average: null });
    expect(s.timeline.points[2]).toEqual({ start: "2026-03-01", count: 1, average: 5 });
    expect(s.timeline.points[3]).toEqual({ start: "2026-04-01", count: 2, average: 3 });
    expect(s.timeline.points.reduce((sum, p) => sum + p.count, 0)).toBe(s.evaluationCount);
  });

  it("a short period has a bar per day; a few months a bar per week from Monday, the first cut at the start", async () => {
    const days = await stats("2026-03-30", "2026-04-02");
    expect(days.timeline.unit).toBe("day");
    expect(days.timeline.points.map((p) => [p.start, p.count])).toEqual([
      ["2026-03-30", 0],
      ["2026-03-31", 0],
      ["2026-04-01", 1],
      ["2026-04-02", 0],
    ]);
    const weeks = await stats("2026-03-05", "2026-04-30");
    expect(weeks.timeline.unit).toBe("week");
    // 5 March 2026 is a Thursday: its week is labelled from the period's start, the next from Monday 9 March.
    expect(weeks.timeline.points.slice(0, 2).map((p) => p.start)).toEqual(["2026-03-05", "2026-03-09"]);
    expect(weeks.timeline.points.find((p) => p.start === "2026-03-30")).toEqual({ start: "2026-03-30", count: 1, average: 4 });
    expect(weeks.timeline.points.reduce((sum, p) => sum + p.count, 0)).toBe(3);
  });
});

describe("compare view", () => {
  it("counts evidence and the share of yes on conduct-duty questions over published evaluations, for all consultants at once", async () => {
    const facts = await loadComparisonFacts([rated, other, charted], "de", { db: ctx.current() });
    expect(facts.evidence.get(rated)).toEqual({ published: 5, mandateConfirmed: 1, checkedByAdministrator: 1 });
    expect(facts.evidence.get(other)).toEqual({ published: 1, mandateConfirmed: 1, checkedByAdministrator: 0 });
    expect(facts.duties.map((d) => d.questionId)).toContain(duty);
    expect(facts.duties.map((d) => d.questionId)).not.toContain(nonDuty);
    const answers = facts.duties.find((d) => d.questionId === duty)!;
    // Two yes and one no among the published ones; the hidden evaluation's "no" does not count.
    expect(answers.answers.get(rated)).toEqual({ yes: 2, answered: 3 });
    expect(answers.answers.get(other)).toBeUndefined();
    expect(answers.text).toMatch(/\?$/);
  });

  it("gives each compared profile its photo, evidence and duty shares", async () => {
    const rows = await loadComparison([rated, other], undefined, "fr");
    expect(rows.map((r) => r.consultant.id)).toEqual([rated, other]);
    expect(rows[0]).toHaveProperty("consultant.photoUrl");
    expect(rows[0]!.evidence.mandateConfirmed).toBe(1);
    const share = rows[0]!.duties.find((d) => d.questionId === duty)!;
    expect(share).toMatchObject({ yes: 2, answered: 3 });
    expect(rows[1]!.duties.find((d) => d.questionId === duty)).toMatchObject({ yes: 0, answered: 0 });
  });
});
