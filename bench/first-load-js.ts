// First-load JS of the public pages, quickly: the existing production build (nothing is built here)
// against a small demo database, the same measurement as `npm run bench` (bench/support/first-load-js.ts).
//
//   npx tsx bench/first-load-js.ts                  # the public routes
//   npx tsx bench/first-load-js.ts /en/forbidden    # these paths as well (e.g. the framework's floor)
//   FIRST_LOAD_DETAIL=1                             # also every script of every route
//   FIRST_LOAD_DATABASE=beraterwahl_js              # database on 127.0.0.1:5432 (created and seeded once)
//   FIRST_LOAD_PORT=3311, NEXT_DIST_DIR=.next       # server port, build folder
import { existsSync } from "node:fs";
import pg from "pg";
import { createPrismaClient } from "@/lib/db/create-client";
import { migrate } from "@/lib/db/migrate";
import { seedAll } from "@/prisma/seed";
import { startAppServer } from "./support/app-server";
import { withDatabase } from "./support/database";
import { measureFirstLoadJs, publicRoutes } from "./support/first-load-js";

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DATABASE = process.env.FIRST_LOAD_DATABASE ?? "beraterwahl_js";
const PORT = Number(process.env.FIRST_LOAD_PORT ?? 3311);
/**
 * The goal of issue 34: the empty Next.js page of this project's versions plus 10 kB. The floor is what
 * bench/first-load-floor.ts measured (131.4 kB, docs/benchmarks.md); FIRST_LOAD_FLOOR_KB after a new measurement.
 */
const GOAL_KB = Number(process.env.FIRST_LOAD_FLOOR_KB ?? 131.4) + 10;

/** The demo data set in a database of its own; seeded once, reused afterwards. */
async function ensureDemoDatabase(): Promise<string> {
  const url = withDatabase(ADMIN_URL, DATABASE);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${DATABASE.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  await migrate(url);
  const db = createPrismaClient(url, 2);
  try {
    if ((await db.consultant.count()) === 0) {
      console.log(`seeding the demo data into ${DATABASE} …`);
      await seedAll(db);
    }
  } finally {
    await db.$disconnect();
  }
  return url;
}

/** The consultant and the company with the most ratings: the pages with the most to render. */
async function pickIds(url: string): Promise<{ consultant: number; company: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const consultant = await client.query<{ id: number }>(`SELECT "id" FROM "Consultant" WHERE "state" = 'active' ORDER BY "ratingCount" DESC, "id" LIMIT 1`);
    const company = await client.query<{ id: number }>(`SELECT "id" FROM "Company" ORDER BY "ratingCount" DESC, "id" LIMIT 1`);
    if (!consultant.rows[0] || !company.rows[0]) throw new Error(`no active consultant or no company in ${DATABASE}`);
    return { consultant: consultant.rows[0].id, company: company.rows[0].id };
  } finally {
    await client.end();
  }
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(`${distDir}/BUILD_ID`)) throw new Error(`no production build in ${distDir}: run \`npx next build\` first`);
  const url = await ensureDemoDatabase();
  const ids = await pickIds(url);
  const server = await startAppServer({ databaseUrl: url, port: PORT });
  try {
    const routes = [...process.argv.slice(2), ...publicRoutes(ids)];
    console.log(`first-load JS (gzip level 9), ${distDir}, goal ≤ ${GOAL_KB} kB`);
    const results = await measureFirstLoadJs(server.url, routes);
    if (process.env.FIRST_LOAD_DETAIL === "1") {
      for (const r of results) {
        console.log(`\n${r.path}`);
        for (const f of r.files) console.log(`  ${f.gzipKb.toFixed(1).padStart(6)} kB  ${f.src}${f.noModule ? "  (noModule, not counted)" : ""}`);
      }
    }
    const over = results.filter((r) => r.gzipKb > GOAL_KB);
    console.log(over.length ? `\nover ${GOAL_KB} kB: ${over.map((r) => r.path).join(", ")}` : `\nevery route is within ${GOAL_KB} kB`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
