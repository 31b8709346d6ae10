// The count-aware ranking (popular consultants, GET /api/consultant/top, the administration's top
// list) at the scale of `npm run bench`: 100,000 consultants whose aggregates add up to about a
// million ratings, in a database of its own (beraterwahl_ranking beside the benchmark's, created for
// the run and dropped after it, seeded with generate_series in seconds). Measures topConsultants() in process, and the
// same ranking without the bound (every ranked profile scored), to show what the bound saves.
//   npx tsx bench/ranking.ts            RANKING_RUNS=200 for more samples
import "@/scripts/server-only-hook";
import pg from "pg";
import { dropDatabase, recreateDatabase, resolveDatabase } from "./support/database";
import { summarize } from "./support/stats";

const CONSULTANTS = 100_000;
const RUNS = Number(process.env.RANKING_RUNS ?? 100);

async function seed(url: string): Promise<{ ratings: number; ranked: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Ratings per profile: exponential with mean 10 (a few with hundreds, many with a handful, some
    // none); averages around 4.2 (Box–Muller normal, sd 0.6, within 1–5); 10 % unclaimed, 2 % disabled.
    await client.query(
      `WITH r AS MATERIALIZED (
         SELECT g, least(400, floor(-ln(1 - random()) * 10))::int AS n,
                least(5, greatest(1, 4.2 + 0.6 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))::numeric AS avg
         FROM generate_series(1, $1::int) AS g
       )
       INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton",
         "publicEmail", "state", "ratingCount", "evaluationCount", "ratingSum", "ratingAverage", "updatedAt")
       SELECT 'R-' || lpad(g::text, 7, '0'), 'mr', 'Vorname' || g, 'Name' || g, 'Weg', '1', '8001', 'Zürich', 'ZH', 'r' || g || '@example.ch',
              (CASE WHEN g % 50 = 0 THEN 'disabled' WHEN g % 10 = 0 THEN 'unclaimed' ELSE 'active' END)::"ConsultantState",
              n, n, round(avg * n, 2), CASE WHEN n = 0 THEN 0 ELSE round(round(avg * n, 2) / n, 2) END, now()
       FROM r`,
      [CONSULTANTS],
    );
    await client.query(`ANALYZE "Consultant"`);
    const { rows } = await client.query<{ ratings: string; ranked: string }>(
      `SELECT sum("ratingCount") AS ratings, count(*) FILTER (WHERE "state" = 'active' AND "ratingCount" >= 5) AS ranked FROM "Consultant"`,
    );
    return { ratings: Number(rows[0]!.ratings), ranked: Number(rows[0]!.ranked) };
  } finally {
    await client.end();
  }
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const database = await resolveDatabase();
  const url = await recreateDatabase(database, "beraterwahl_ranking");
  const { migrate } = await import("@/lib/db/migrate");
  await migrate(url);
  const seedStart = performance.now();
  const { ratings, ranked } = await seed(url);
  console.log(
    `seeded ${CONSULTANTS.toLocaleString("en")} consultants, ${ratings.toLocaleString("en")} ratings, ${ranked.toLocaleString("en")} ranked, in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  process.env.DATABASE_URL = url;
  const { db } = await import("@/lib/db/client");
  const { Prisma } = await import("@/lib/db/generated/client");
  const { topConsultants, configuredRankingPolicy } = await import("@/lib/search/top-consultants");
  const policy = configuredRankingPolicy();
  const c = policy.priorWeight;

  const { rankedConsultants, platformMean } = await import("@/lib/search/top-consultants");
  const mean = await platformMean();
  const top10 = summarize(await time(RUNS, () => topConsultants(10, policy)));
  const top50 = summarize(await time(RUNS, () => topConsultants(50, policy)));
  // A server's first ranking after its cached mean expired: m summed in the statement.
  const cold = summarize(await time(RUNS, () => db().$queryRaw(rankedConsultants(10, policy))));
  // The same order without the bound: every ranked profile scored and sorted.
  const unbounded = summarize(
    await time(RUNS, () =>
      db().$queryRaw(Prisma.sql`
        SELECT c."id" FROM "Consultant" AS c
        WHERE c."state" = 'active' AND c."ratingCount" >= ${policy.minRatings}
        ORDER BY (${c}::numeric * ${mean}::numeric + c."ratingSum") / (${c}::numeric + c."ratingCount") DESC, c."ratingCount" DESC, c."id"
        LIMIT 10`),
    ),
  );
  // Server-side execution times (EXPLAIN ANALYZE), less disturbed by a busy client process.
  const executionMs = async (query: InstanceType<typeof Prisma.Sql>) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const plan = await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN (ANALYZE, TIMING OFF) ${query.text}`, ...query.values);
      samples.push(Number(/Execution Time: ([\d.]+)/.exec(plan.map((r) => r["QUERY PLAN"]).join("\n"))?.[1]));
    }
    return summarize(samples);
  };
  const serverBounded = await executionMs(rankedConsultants(10, policy, mean));
  const serverCold = await executionMs(rankedConsultants(10, policy));
  const serverUnbounded = await executionMs(
    Prisma.sql`SELECT c."id" FROM "Consultant" AS c WHERE c."state" = 'active' AND c."ratingCount" >= ${policy.minRatings}
      ORDER BY (${c}::numeric * ${mean}::numeric + c."ratingSum") / (${c}::numeric + c."ratingCount") DESC, c."ratingCount" DESC, c."id" LIMIT 10`,
  );
  const first = await topConsultants(3, policy);
  console.log(
    `policy: C = ${c}, at least ${policy.minRatings} ratings, m = ${mean.toFixed(4)}; best: ${first.map((t) => `${t.ratingAverage} × ${t.ratingCount} → ${t.score}`).join(", ")}`,
  );
  console.log(`| Query (${RUNS} runs each) | p50 | p95 |`);
  console.log(`|---|---:|---:|`);
  console.log(`| topConsultants(10), m cached | ${top10.p50.toFixed(2)} ms | ${top10.p95.toFixed(2)} ms |`);
  console.log(`| topConsultants(50), m cached | ${top50.p50.toFixed(2)} ms | ${top50.p95.toFixed(2)} ms |`);
  console.log(`| ranking of 10 with m summed in the statement | ${cold.p50.toFixed(2)} ms | ${cold.p95.toFixed(2)} ms |`);
  console.log(`| without the bound (every ranked profile scored), 10 | ${unbounded.p50.toFixed(2)} ms | ${unbounded.p95.toFixed(2)} ms |`);
  console.log(`| Server-side execution (EXPLAIN ANALYZE, 30 runs) | p50 | p95 |`);
  console.log(`|---|---:|---:|`);
  console.log(`| ranking of 10, m given | ${serverBounded.p50.toFixed(2)} ms | ${serverBounded.p95.toFixed(2)} ms |`);
  console.log(`| ranking of 10, m summed in the statement | ${serverCold.p50.toFixed(2)} ms | ${serverCold.p95.toFixed(2)} ms |`);
  console.log(`| without the bound, 10 | ${serverUnbounded.p50.toFixed(2)} ms | ${serverUnbounded.p95.toFixed(2)} ms |`);
  await db().$disconnect();
  await dropDatabase(database, "beraterwahl_ranking");
  await database.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
