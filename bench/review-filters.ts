// A consultant's reviews narrowed and ordered (issue 19, item 6) and the rating distribution, in
// process on the large data set: the consultants with the most published evaluations, because a
// filter that keeps few rows of many is the case an index has to carry.
//   BENCH_DATABASE_URL=… npx tsx bench/review-filters.ts
import "@/scripts/server-only-hook";
import { resolveDatabase } from "./support/database";
import { ms, summarize, timeRuns } from "./support/stats";

const SAMPLES = 60;

async function main() {
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  const { db } = await import("@/lib/db/client");
  const { listPublicEvaluations } = await import("@/lib/evaluations/public-evaluation");
  const { ratingDistribution } = await import("@/lib/evaluations/rating-distribution");
  const { loadComparisonFacts } = await import("@/lib/compare/comparison-facts");

  const busiest = await db().$queryRaw<{ consultantId: number; n: number }[]>`
    SELECT e."consultantId", count(*)::int AS n FROM "Evaluation" AS e JOIN "Consultant" AS c ON c."id" = e."consultantId"
    WHERE e."state" = 'published' AND e."hiddenAt" IS NULL AND c."state" = 'active'
    GROUP BY 1 ORDER BY 2 DESC LIMIT 3`;
  const typical = await db().$queryRaw<{ consultantId: number; n: number }[]>`
    SELECT e."consultantId", count(*)::int AS n FROM "Evaluation" AS e WHERE e."state" = 'published' AND e."consultantId" % 97 = 0
    GROUP BY 1 ORDER BY 2 DESC OFFSET 20 LIMIT 1`;
  const ids = busiest.map((b) => b.consultantId);
  const [typicalConsultant] = typical;
  if (!typicalConsultant) throw new Error("the database has too few rated consultants");
  console.log(
    `busiest consultants: ${busiest.map((b) => `${b.consultantId} (${b.n} published)`).join(", ")}; typical: ${typical.map((b) => `${b.consultantId} (${b.n})`).join("")}`,
  );

  const scenarios: [string, (i: number) => Promise<unknown>][] = [
    ["distribution", (i) => ratingDistribution(ids[i % ids.length]!)],
    ["newest (no filter)", (i) => listPublicEvaluations(ids[i % ids.length]!, { pageSize: 10 })],
    ["5 stars, newest", (i) => listPublicEvaluations(ids[i % ids.length]!, { pageSize: 10, filter: { stars: 5 } })],
    ["1 star, newest", (i) => listPublicEvaluations(ids[i % ids.length]!, { pageSize: 10, filter: { stars: 1 } })],
    ["lowest first", (i) => listPublicEvaluations(ids[i % ids.length]!, { pageSize: 10, sort: "lowest" })],
    ["highest first, page 20", (i) => listPublicEvaluations(ids[i % ids.length]!, { page: 20, pageSize: 10, sort: "highest" })],
    [
      "mandate-confirmed, it, with comment",
      (i) => listPublicEvaluations(ids[i % ids.length]!, { pageSize: 10, filter: { evidence: "mandate", language: "it", withComment: true } }),
    ],
    [
      "typical consultant, 4 stars, lowest",
      () => listPublicEvaluations(typicalConsultant.consultantId, { pageSize: 10, sort: "lowest", filter: { stars: 4 } }),
    ],
    ["compare facts, 3 busiest", () => loadComparisonFacts(ids, "de")],
  ];
  console.log(`| Query (${SAMPLES} samples) | p50 | p95 |`);
  console.log("|---|---|---|");
  for (const [name, run] of scenarios) {
    const s = summarize(await timeRuns(run, SAMPLES, 5));
    console.log(`| ${name} | ${ms(s.p50)} | ${ms(s.p95)} |`);
  }
  await db().$disconnect();
  await database.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
