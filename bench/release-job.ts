// Benchmark of the release job: seeds N due evaluations (default 1,000,000) into a database and
// times one run of the job that publishes them, refreshes the aggregates and writes the
// consultants' e-mails. `npm run bench` calls it on a scratch database of its own; alone:
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/beraterwahl_release npx tsx bench/release-job.ts [--evaluations=N] [--consultants=N] [--no-seed] [--seed-only]
//
// To compare two versions of the job on the same data, seed once with --seed-only into a database
// used as a template, and time each run on a fresh copy of it (CREATE DATABASE … TEMPLATE …) with --no-seed.
//
// On an empty database it migrates and generates consultants; on one seeded by
// `npm run db:seed:large` it reuses its consultants. Rows are generated inside PostgreSQL with
// generate_series, so seeding a million takes seconds to minutes, not hours.
import "@/scripts/server-only-hook";
import pg from "pg";
import { fileURLToPath } from "node:url";

export type ReleaseJobFigures = {
  seeded: number;
  due: number;
  published: number;
  consultants: number;
  seconds: number;
  secondRunSeconds: number;
  secondRunPublished: number;
};

export async function benchReleaseJob(
  url: string,
  options: { evaluations: number; consultants: number; seed: boolean; seedOnly?: boolean; log?: (line: string) => void },
): Promise<ReleaseJobFigures> {
  const log = options.log ?? console.log;
  // The app's modules read DATABASE_URL through their config; the job gets its own client below.
  process.env.DATABASE_URL ??= url;
  const { migrate } = await import("@/lib/db/migrate");
  const { createPrismaClient } = await import("@/lib/db/create-client");
  const { publishDueEvaluations } = await import("@/lib/evaluations/publish-due-evaluations");
  await migrate(url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let due = 0;
  try {
    if (options.seed) {
      const t = performance.now();
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Consultant" WHERE "state" <> 'disabled'`);
      if (rows[0]!.n === 0) {
        await client.query(
          `INSERT INTO "Consultant" ("number", "email", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "publicEmail", "languages", "state", "updatedAt")
           SELECT 'B-' || g, 'bench' || g || '@example.ch', 'mr', 'Bench', 'Berater ' || g, 'Weg', '1', '8001', 'Zürich', 'ZH', 'bench' || g || '@example.ch',
                  CASE WHEN g % 4 = 0 THEN ARRAY['fr'] ELSE ARRAY['de'] END, 'active', now()
           FROM generate_series(1, $1::int) AS g`,
          [options.consultants],
        );
      }
      // The consultant count is a scalar subquery rather than a window column of c, so that the
      // join is a hash join on c.i instead of a nested loop over every pair (13 minutes for 1M).
      await client.query(
        `WITH c AS (SELECT "id", row_number() OVER (ORDER BY "id") - 1 AS i FROM "Consultant" WHERE "state" <> 'disabled')
         INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "releaseAt", "editTokenHash", "customerHonorific", "customerGivenName",
           "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt")
         SELECT gen_random_uuid(), c."id", now() - interval '15 days', now() - interval '15 days', now() - interval '1 day', repeat('0', 64), 'mx',
                'Bench', 'Kunde', 'bench-' || g || '@example.ch', 'givenName', 'de', true, 1 + (g % 5), now() - interval '15 days'
         FROM generate_series(0, $1::int - 1) AS g
         JOIN c ON c.i = g % (SELECT count(*) FROM "Consultant" WHERE "state" <> 'disabled')`,
        [options.evaluations],
      );
      // The app submits evaluations through a service that keeps the consultants' figures in the
      // same transaction (evaluationCount counts those in review); rows inserted here bypass it,
      // so the figures are brought to where the app would have them before the job is timed.
      await refreshAggregates(url);
      await client.query(`ANALYZE "Evaluation", "EvaluationRelease"`);
      log(`seeded ${options.evaluations.toLocaleString("en")} due evaluations in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Evaluation" WHERE "state" = 'inReview' AND "releaseAt" <= now()`);
    due = rows[0]!.n;
    log(`due for release: ${due.toLocaleString("en")}`);
    // The job is timed on settled data, as a backlog after downtime is (its rows were written days
    // before): without this, it would share the disk with the checkpoint that writing a million rows
    // (or copying a template) has just started, and the figure would measure the seeding too.
    await client.query("CHECKPOINT").catch((error: unknown) => log(`no CHECKPOINT before the job (${error instanceof Error ? error.message : error})`));
  } finally {
    await client.end();
  }
  if (options.seedOnly) return { seeded: options.evaluations, due, published: 0, consultants: 0, seconds: 0, secondRunSeconds: 0, secondRunPublished: 0 };

  const db = createPrismaClient(url, 2);
  try {
    const started = performance.now();
    const result = await publishDueEvaluations({ db, timeoutMs: 60 * 60_000 });
    const seconds = (performance.now() - started) / 1000;
    log(
      `release job: ${result.published.toLocaleString("en")} evaluations of ${result.consultants.toLocaleString("en")} consultants published in ${seconds.toFixed(2)} s` +
        (result.published ? ` (${Math.round(result.published / seconds).toLocaleString("en")} per second)` : ""),
    );
    const again = performance.now();
    const second = await publishDueEvaluations({ db });
    const secondRunSeconds = (performance.now() - again) / 1000;
    log(`second run (nothing due): ${second.published} published in ${secondRunSeconds.toFixed(2)} s`);
    return {
      seeded: options.seed ? options.evaluations : 0,
      due,
      published: result.published,
      consultants: result.consultants,
      seconds,
      secondRunSeconds,
      secondRunPublished: second.published,
    };
  } finally {
    await db.$disconnect();
  }
}

async function refreshAggregates(url: string): Promise<void> {
  const { createPrismaClient } = await import("@/lib/db/create-client");
  const { refreshCompanyAggregates, refreshConsultantAggregates } = await import("@/lib/consultants/aggregates");
  const db = createPrismaClient(url, 1);
  try {
    await refreshConsultantAggregates(db);
    await refreshCompanyAggregates(db);
  } finally {
    await db.$disconnect();
  }
}

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split("=")[1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error("BENCH_DATABASE_URL is not set (a database of its own: the benchmark writes a lot)");
    process.exit(1);
  }
  benchReleaseJob(url, {
    evaluations: option("evaluations", 1_000_000),
    consultants: option("consultants", 10_000),
    seed: !process.argv.includes("--no-seed"),
    seedOnly: process.argv.includes("--seed-only"),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
