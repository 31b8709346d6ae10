// `npm test`: the whole suite with what it needs.
//  1. a PostgreSQL server: TEST_DATABASE_ADMIN_URL, else the machine's server on 127.0.0.1:5432,
//     else an embedded one under .data/test-postgres;
//  2. unit, integration and security tests (vitest; each integration or security file gets its own database);
//  3. end-to-end tests (Playwright in Chromium) against the production build, on a seeded database, with a
//     loopback SMTP server that receives the server's mail and keeps it for the specs (tests/support/e2e-mail.ts),
//     then a check of everything that server printed (scripts/check-server-log.ts).
// Options: --unit, --integration, --security, --e2e (run only those), SKIP_BUILD=1 (reuse the existing build),
// E2E_SPEC="tests/e2e/<name>.spec.ts" (only those specs), NEXT_DIST_DIR and E2E_PORT (side-by-side builds).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import { createPrismaClient } from "@/lib/db/create-client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { seedAll } from "@/prisma/seed";
import { keepMailIn } from "@/tests/support/e2e-mail";
import { LOCAL_ADMIN_URL, reachable, urlFor } from "@/tests/support/postgres";
import { startTestSmtp } from "@/tests/support/smtp";

const selected = new Set(process.argv.slice(2).map((a) => a.replace(/^--/, "")));
const wants = (part: string) => selected.size === 0 || selected.has(part);

async function findServer(): Promise<{ adminUrl: string; embedded?: EmbeddedDatabase }> {
  if (process.env.TEST_DATABASE_ADMIN_URL) return { adminUrl: process.env.TEST_DATABASE_ADMIN_URL };
  if (await reachable(LOCAL_ADMIN_URL)) return { adminUrl: LOCAL_ADMIN_URL };
  console.log("no PostgreSQL on 127.0.0.1:5432: starting an embedded one for the tests");
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/test", port: 54330, database: "postgres" });
  return { adminUrl: embedded.adminUrl, embedded };
}

/** The exit code; not spawnSync, which would stop the mail catcher of this process while Playwright runs. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`\n> ${command} ${args.join(" ")}`);
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
}

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

async function main() {
  const { adminUrl, embedded } = await findServer();
  const env = { ...process.env, TEST_DATABASE_ADMIN_URL: adminUrl };
  mkdirSync("test-results", { recursive: true });
  let failed = false;

  const vitestProjects = ["unit", "integration", "security"].filter(wants);
  if (vitestProjects.length) {
    const report = "test-results/vitest.json";
    rmSync(report, { force: true });
    const args = [
      "node_modules/vitest/vitest.mjs",
      "run",
      ...vitestProjects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ];
    failed = (await run(process.execPath, args, env)) !== 0 || failed;
    countVitest(report);
  }

  if (wants("e2e")) {
    const database = `bw_e2e_${process.pid}`;
    const url = urlFor(database, adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    // The server's mail goes to a real SMTP server on a free loopback port; each message becomes a file the specs read.
    const mailDir = resolve(`test-results/e2e-mail-${Number(process.env.E2E_PORT ?? 3100)}`);
    const mailCatcher = await startTestSmtp({ onMessage: keepMailIn(mailDir) });
    console.log(`e2e mail: ${mailCatcher.url}, kept in ${mailDir}`);
    try {
      await migrate(url);
      const db = createPrismaClient(url, 2);
      await seedAll(db);
      await db.$disconnect();
      const e2eEnv = { ...env, E2E_DATABASE_URL: url, E2E_SMTP_URL: mailCatcher.url, E2E_MAIL_DIR: mailDir };
      const distDir = process.env.NEXT_DIST_DIR || ".next";
      if (process.env.SKIP_BUILD !== "1" || !existsSync(`${distDir}/BUILD_ID`)) {
        const built = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], e2eEnv);
        if (built !== 0) throw new Error("next build failed");
      }
      // Pages a previous run rendered into the page cache on disk came from another database.
      rmSync(`${distDir}/server/route-cache`, { recursive: true, force: true });
      const report = "test-results/playwright.json";
      rmSync(report, { force: true });
      failed =
        (await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...(process.env.E2E_SPEC ? process.env.E2E_SPEC.split(" ") : [])], {
          ...e2eEnv,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        })) !== 0 || failed;
      countPlaywright(report);
      // What the server printed during the journeys must hold no secret, token or e-mail address.
      const logClean = (await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/check-server-log.ts"], e2eEnv)) === 0;
      totals[logClean ? "passed" : "failed"] += 1;
      failed = !logClean || failed;
    } finally {
      await mailCatcher.stop();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }

  await embedded?.stop();
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failed || totals.failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.log(`\ntests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
});
