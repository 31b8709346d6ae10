// The large data set of the benchmarks (100,000 consultants, 1,000,000 evaluations), seeded once into the
// benchmark database by prisma/seed-large.ts and reused by every later run, and the administrator the
// in-process benchmarks act as on it.
import { spawnSync } from "node:child_process";
import pg from "pg";
import type { BenchDatabase } from "./database";

export const LARGE = { consultants: 100_000, evaluations: 1_000_000 };

export async function ensureLargeData(database: BenchDatabase) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let consultants = 0;
  let evaluations = 0;
  try {
    const { rows } = await client.query<{ c: number; e: number }>(
      `SELECT (SELECT count(*)::int FROM "Consultant") AS c, (SELECT count(*)::int FROM "Evaluation") AS e`,
    );
    consultants = rows[0]!.c;
    evaluations = rows[0]!.e;
  } catch {
    // No schema yet: the seed below migrates.
  } finally {
    await client.end();
  }
  if (consultants >= LARGE.consultants && evaluations >= LARGE.evaluations) {
    console.log(`data set present: ${consultants.toLocaleString("en")} consultants, ${evaluations.toLocaleString("en")} evaluations`);
    return;
  }
  console.log("seeding the large data set (npm run db:seed:large) …");
  const seeded = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "prisma/seed-large.ts", "--reset"], {
    stdio: "inherit",
    env: { ...process.env, BENCH_DATABASE_URL: database.url, DATABASE_URL: "" },
  });
  if (seeded.status !== 0) throw new Error("seeding the large data set failed");
}

/** The platform administrator the in-process benchmarks act as (administration lists, insights). */
export const BENCH_ADMIN = {
  kind: "user" as const,
  userId: "bench",
  email: "bench@beraterwahl.ch",
  name: null,
  isPlatformAdmin: true,
  permissions: ["read:companies", "write:companies", "read:consultants", "write:consultants"] as never[],
  consultantId: null,
  administeredCompanyId: null,
  via: "session" as const,
};
