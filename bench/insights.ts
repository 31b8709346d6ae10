// Benchmark of the insights tab's query (issue 32): GET /api/consultant/{id}/insights for one consultant
// over a year, on the large data set (100,000 consultants), with a year of counters for every active
// consultant of the busiest canton (the consultant's peers: the median compares them). Goal: p95 ≤ 50 ms.
//
// The counters are what a busy platform would hold: every day a handful of profile views and a few dozen
// search appearances per consultant, and on one day in twenty a contact message or a phone click. They are
// written into the benchmark database (InsightCounter, emptied first) and left there for the next run.
//
//   npx tsx bench/insights.ts [--samples=50] [--reuse]   (--reuse: keep the counters a previous run wrote)
//
// BENCH_DATABASE_URL as in bench/run.ts; the data set is seeded first if it is not there (2–5 min).
import "@/scripts/server-only-hook";
import pg from "pg";
import { resolveDatabase } from "./support/database";
import { BENCH_ADMIN, ensureLargeData } from "./support/large-data";
import { ms, summarize, timeRuns } from "./support/stats";

const SAMPLES = Number(process.argv.find((a) => a.startsWith("--samples="))?.split("=")[1] ?? 50);
const GOAL_P95_MS = 50;
const REUSE = process.argv.includes("--reuse");

async function main() {
  const database = await resolveDatabase();
  await ensureLargeData(database);
  process.env.DATABASE_URL = database.url;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // The consultant: in the canton with the most active consultants, the one with the most topics (the most peers).
    const { rows } = await client.query<{ id: number; canton: string }>(
      `WITH canton AS (SELECT canton FROM "Consultant" WHERE state = 'active' AND canton IS NOT NULL GROUP BY canton ORDER BY count(*) DESC LIMIT 1)
       SELECT c.id, c.canton FROM "Consultant" c JOIN canton USING (canton)
       WHERE c.state = 'active' ORDER BY (SELECT count(*) FROM "ConsultantTopic" t WHERE t."consultantId" = c.id) DESC, c.id LIMIT 1`,
    );
    const { id, canton } = rows[0]!;
    const end = new Date();
    const start = new Date(end.getTime() - 364 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);

    const present = REUSE && (await client.query(`SELECT 1 FROM "InsightCounter" LIMIT 1`)).rowCount === 1;
    if (!present) await fillCounters(client, canton, day(start), day(end));
    const { rows: peers } = await client.query<{ n: number }>(
      `SELECT count(DISTINCT p.id)::int AS n FROM "Consultant" me JOIN "Consultant" p ON p.canton = me.canton AND p.id <> me.id AND p.state = 'active'
       JOIN "ConsultantTopic" pt ON pt."consultantId" = p.id JOIN "ConsultantTopic" mt ON mt."consultantId" = me.id AND mt."consultingTopicId" = pt."consultingTopicId"
       WHERE me.id = $1`,
      [id],
    );
    console.log(`  consultant ${id}, ${peers[0]!.n.toLocaleString("en")} peers`);

    const { getInsights } = await import("@/lib/insights/get-insights");
    const range = { start: day(start), end: day(end) };
    const result = await getInsights(BENCH_ADMIN, id, range);
    console.log(
      `  a year: ${result.timeline.points.length} ${result.timeline.unit}s, ${result.totals.profileView.toLocaleString("en")} views, peers ${result.peers?.count ?? "not shown"}`,
    );
    const summary = summarize(await timeRuns(() => getInsights(BENCH_ADMIN, id, range), SAMPLES, 5));
    // The first load within the hour, when the peer group has to be found again (lib/insights/peer-group.ts).
    const cold = summarize(
      await timeRuns(
        async () => {
          await client.query(`DELETE FROM "InsightPeerGroup"`);
          return getInsights(BENCH_ADMIN, id, range);
        },
        Math.min(SAMPLES, 20),
        2,
      ),
    );
    console.log(`\n| Insights over a year | samples | p50 | p95 | goal |`);
    console.log(`|---|---|---|---|---|`);
    console.log(
      `| consultant ${id} and ${result.peers?.count ?? 0} peers | ${SAMPLES} | ${ms(summary.p50)} | ${ms(summary.p95)} | p95 ≤ ${GOAL_P95_MS} ms: ${summary.p95 <= GOAL_P95_MS ? "met" : "missed"} |`,
    );
    console.log(
      `| the same, peer group found anew (first load in an hour; the DELETE is timed too) | ${Math.min(SAMPLES, 20)} | ${ms(cold.p50)} | ${ms(cold.p95)} | |`,
    );
  } finally {
    await client.end();
    const { db } = await import("@/lib/db/client");
    await db().$disconnect();
    await database.stop();
  }
}

/** A year of counters for every active consultant of the canton (see the head of this file). */
async function fillCounters(client: pg.Client, canton: string, start: string, end: string) {
  console.log(`writing a year of counters for the active consultants of ${canton} …`);
  const filled = Date.now();
  // TRUNCATE passes the roll-up's triggers by: both tables are emptied, the INSERT below fills both.
  await client.query(`TRUNCATE "InsightCounter", "InsightMonthCounter", "InsightPeerGroup"`);
  const inserted = await client.query(
    `INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
       SELECT c.id, d::date, k.kind::"InsightKind", k.n
       FROM "Consultant" c
       CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
       -- "+ 0 * c.id": the values refer to the row, so PostgreSQL draws them per consultant and day, not once.
       CROSS JOIN LATERAL (VALUES
         ('profileView', 1 + (random() * 8 + 0 * c.id)::int),
         ('searchAppearance', 5 + (random() * 40 + 0 * c.id)::int),
         ('contactMessage', CASE WHEN random() + 0 * c.id < 0.05 THEN 1 END),
         ('phoneClick', CASE WHEN random() + 0 * c.id < 0.05 THEN 1 END)) AS k(kind, n)
       WHERE c.canton = $1 AND c.state = 'active' AND k.n IS NOT NULL`,
    [canton, start, end],
  );
  await client.query(`ANALYZE "InsightCounter"`);
  await client.query(`ANALYZE "InsightMonthCounter"`);
  console.log(`  ${inserted.rowCount?.toLocaleString("en")} counter rows in ${((Date.now() - filled) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
