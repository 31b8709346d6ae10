// Benchmark of the release job: seeds N due evaluations (default 1,000,000) into the benchmark
// database and times one run of the job that publishes them, refreshes the aggregates and
// writes the consultants' e-mails.
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/beraterwahl_bench npx tsx bench/release-job.ts [--evaluations=N] [--consultants=N] [--no-seed]
//
// Works on a database seeded by `npm run db:seed:large` (its consultants are reused) or on an
// empty one (it migrates it and generates consultants). Rows are generated inside PostgreSQL
// with generate_series, so seeding a million takes seconds to minutes, not hours.
import { register } from "node:module";
import pg from "pg";

// Resolve the "server-only" marker of the job's modules to an empty module outside Next.
register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
        return next(specifier, context);
      }`,
    ),
);

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split("=")[1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is not set (a database of its own: the benchmark writes a lot)");
  const evaluations = option("evaluations", 1_000_000);
  const consultantsWanted = option("consultants", 10_000);
  const seed = !process.argv.includes("--no-seed");
  // The app's config reads DATABASE_URL; the job gets its own client below anyway.
  process.env.DATABASE_URL ??= url;

  const { migrate } = await import("../lib/db/migrate");
  const { createPrismaClient } = await import("../lib/db/create-client");
  const { publishDueEvaluations } = await import("../lib/evaluations/publish-due-evaluations");
  await migrate(url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (seed) {
      const t = performance.now();
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Consultant" WHERE "state" <> 'disabled'`);
      if (rows[0].n === 0) {
        await client.query(
          `INSERT INTO "Consultant" ("number", "email", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "publicEmail", "languages", "state", "updatedAt")
           SELECT 'B-' || g, 'bench' || g || '@example.ch', 'mr', 'Bench', 'Berater ' || g, 'Weg', '1', '8001', 'Zürich', 'ZH', 'bench' || g || '@example.ch',
                  CASE WHEN g % 4 = 0 THEN ARRAY['fr'] ELSE ARRAY['de'] END, 'active', now()
           FROM generate_series(1, $1::int) AS g`,
          [consultantsWanted],
        );
      }
      await client.query(
        `WITH c AS (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS i, count(*) OVER () AS n FROM "Consultant" WHERE "state" <> 'disabled')
         INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "releaseAt", "editTokenHash", "customerHonorific", "customerGivenName",
           "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating")
         SELECT gen_random_uuid(), c."id", now() - interval '15 days', now() - interval '15 days', now() - interval '1 day', repeat('0', 64), 'mx',
                'Bench', 'Kunde', 'bench-' || g || '@example.ch', 'givenName', 'de', true, 1 + (g % 5)
         FROM generate_series(0, $1::int - 1) AS g
         JOIN c ON c.i = g % c.n`,
        [evaluations],
      );
      await client.query(`ANALYZE "Evaluation"`);
      console.log(`seeded ${evaluations.toLocaleString("en")} due evaluations in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const { rows: due } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Evaluation" WHERE "state" = 'inReview' AND "releaseAt" <= now()`);
    console.log(`due for release: ${due[0].n.toLocaleString("en")}`);
  } finally {
    await client.end();
  }

  const db = createPrismaClient(url, 2);
  try {
    const started = performance.now();
    const result = await publishDueEvaluations({ db, timeoutMs: 60 * 60_000 });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `release job: ${result.published.toLocaleString("en")} evaluations of ${result.consultants.toLocaleString("en")} consultants published in ${seconds.toFixed(2)} s` +
        (result.published ? ` (${Math.round(result.published / seconds).toLocaleString("en")} per second)` : ""),
    );
    const again = performance.now();
    const second = await publishDueEvaluations({ db });
    console.log(`second run (nothing due): ${second.published} published in ${((performance.now() - again) / 1000).toFixed(2)} s`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
