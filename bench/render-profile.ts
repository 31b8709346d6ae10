// `npm run bench:profile`: where a first render of the consultant page and of the search results page
// spends its time, in process against the benchmark database (DATABASE_URL or BENCH_DATABASE_URL):
// each data loader the page calls, its first call (Prisma compiles the query plan once per query
// shape) against the steady state, and the page's loaders one after another against all at once.
// The rest of a page's HTTP time (bench/run.ts, "first render") is Next and React rendering.
import "@/scripts/server-only-hook";
import { summarize, timeRuns } from "./support/stats";

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/beraterwahl_bench";
process.env.DATABASE_URL = url;

async function main() {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = (
    await client.query<{ id: number }>(`SELECT "id" FROM "Consultant" WHERE "state" = 'active' AND "ratingCount" > 0 ORDER BY md5("id"::text) LIMIT 400`)
  ).rows.map((r) => r.id);
  await client.end();

  const { getConsultant } = await import("@/lib/consultants/get-consultant");
  const { listPublicEvaluations, EVALUATIONS_STEP } = await import("@/lib/evaluations/public-evaluation");
  const { hiddenEvaluationNotices } = await import("@/lib/evaluations/hidden-evaluation-notices");
  const { fairnessRecord } = await import("@/lib/evaluations/fairness-record");
  const { listTopicOptions } = await import("@/lib/topics/topic-options");
  const { topConsultants } = await import("@/lib/search/top-consultants");
  const { searchConsultants } = await import("@/lib/search/search-consultants");
  const { searchQuerySchema } = await import("@/lib/search/schema");
  const { ANONYMOUS } = await import("@/lib/auth/actor");

  let n = 0;
  const nextId = () => ids[n++ % ids.length]!;
  const loaders: [string, (id: number) => Promise<unknown>][] = [
    ["getConsultant (profile + averages)", (id) => getConsultant(ANONYMOUS, id)],
    ["listPublicEvaluations (first page)", (id) => listPublicEvaluations(id, { page: 1, pageSize: EVALUATIONS_STEP, locale: "en" })],
    ["hiddenEvaluationNotices", (id) => hiddenEvaluationNotices(id)],
    ["fairnessRecord", (id) => fairnessRecord(id)],
    ["listTopicOptions", () => listTopicOptions("en")],
  ];
  console.log("consultant page loaders (first call, then p50/p95 of 200 on distinct profiles)");
  for (const [name, load] of loaders) {
    const t = performance.now();
    await load(nextId());
    const first = performance.now() - t;
    const s = summarize(await timeRuns(() => load(nextId()), 200));
    console.log(`  ${name.padEnd(40)} first ${first.toFixed(1)} ms  p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms`);
  }
  const serial = summarize(
    await timeRuns(async () => {
      const id = nextId();
      for (const [, load] of loaders) await load(id);
    }, 100),
  );
  const parallel = summarize(
    await timeRuns(async () => {
      const id = nextId();
      await Promise.all(loaders.map(([, load]) => load(id)));
    }, 100),
  );
  console.log(`  all loaders one after another            p50 ${serial.p50.toFixed(2)} ms  p95 ${serial.p95.toFixed(2)} ms`);
  console.log(`  all loaders at once (the page now)       p50 ${parallel.p50.toFixed(2)} ms  p95 ${parallel.p95.toFixed(2)} ms`);

  console.log("search results page loaders (Zürich 8001, 50 km)");
  const query = searchQuerySchema.parse({ type: "perimeter", postalCode: "8001", perimeter: "50" });
  for (const [name, load] of [
    ["searchConsultants", () => searchConsultants(query)],
    ["topConsultants(10) (now shared cached data)", () => topConsultants(10)],
    ["listTopicOptions", () => listTopicOptions("en")],
  ] as const) {
    const s = summarize(await timeRuns(load, 100));
    console.log(`  ${name.padEnd(40)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms`);
  }
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
