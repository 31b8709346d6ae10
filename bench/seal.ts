// Benchmark of the rating seal (GET /consultants/{id}/badge.svg|png) and the reviews widget
// (GET /consultants/{id}/widget) from cache: the production server (scripts/serve.ts) on a scratch
// database with one rated consultant (the widget shows his three newest of 128 reviews), one warm-up
// request per address, then autocannon at 32 connections. Goals: seal < 5 ms, widget ≤ 2 ms of server
// time per answer (1 / throughput at 32 connections), which the script also prints as a share of the
// static route (robots.txt through the same server, same connections, same run), the figure that
// holds on a shared, loaded machine.
//
//   NEXT_DIST_DIR=.next npx tsx bench/seal.ts [--duration=10] [--port=3330] [--widget-only]
//
// (builds into NEXT_DIST_DIR first if no build is there; BENCH_DATABASE_URL as in bench/run.ts.)
import "@/scripts/server-only-hook";
import autocannon from "autocannon";
import { ensureBuild, startAppServer } from "./support/app-server";
import { dropDatabase, recreateDatabase, resolveDatabase } from "./support/database";
import { summarize } from "./support/stats";
import { insertLukasBrunner } from "@/tests/support/consultant-rows";
import type { Db } from "@/lib/db/create-client";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const DURATION = arg("duration", 10);
const PORT = arg("port", 3330);
const CONNECTIONS = 32;
const WIDGET_ONLY = process.argv.includes("--widget-only");

type Figures = { rps: number; p50: number; p95: number; p99: number; mean: number; non2xx: number; errors: number };

function run(base: string, path: string, connections = CONNECTIONS): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url: `${base}${path}`, connections, duration: DURATION }, (error, result) => {
      if (error) return reject(error);
      const s = summarize(latencies);
      const sorted = [...latencies].sort((a, b) => a - b);
      resolve({
        rps: result.requests.total / (result.duration || DURATION),
        p50: s.p50,
        p95: s.p95,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        mean: s.mean,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
}

async function main() {
  const database = await resolveDatabase();
  const name = `${database.name}_seal`;
  const url = await recreateDatabase(database, name);
  const { migrate } = await import("@/lib/db/migrate");
  const { createPrismaClient } = await import("@/lib/db/create-client");
  await migrate(url);
  const db = createPrismaClient(url, 1);
  const consultantId = await insertLukasBrunner(db, {
    number: "BS-1",
    title: "Dr.",
    publicEmail: "seal@example.ch",
    ratingAverage: 4.6,
    ratingCount: 128,
    evaluationCount: 128,
    ratingSum: 588.8,
  });
  await insertReviews(db, consultantId, 128);
  await db.$disconnect();
  ensureBuild();
  const server = await startAppServer({ databaseUrl: url, port: PORT });
  try {
    const [load] = await import("node:os").then((os) => os.loadavg());
    console.log(
      `rating seal, ${DURATION} s per run (${database.kind}; load average ${load!.toFixed(1)} on ${(await import("node:os")).cpus().length} cores before the runs):`,
    );
    const line = (label: string, r: Figures) =>
      console.log(
        `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s, mean ${r.mean.toFixed(2)} ms, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
    // The floor of this server on this machine: a static file through the same server, same connections.
    const floor = await run(server.url, "/robots.txt");
    line(`robots.txt at ${CONNECTIONS} connections (floor)`, floor);
    const widgetPath = `/consultants/${consultantId}/widget?lang=fr`;
    const first = await fetch(`${server.url}${widgetPath}`);
    if (!first.ok || !(await first.text()).includes('class="r"')) throw new Error(`${widgetPath} answered ${first.status} without reviews`);
    line("widget at 1 connection", await run(server.url, widgetPath, 1));
    const widget = await run(server.url, widgetPath);
    line(`widget at ${CONNECTIONS} connections`, widget);
    const floorAgain = await run(server.url, "/robots.txt");
    line(`robots.txt at ${CONNECTIONS} connections (floor, again)`, floorAgain);
    const staticMs = 1000 / ((floor.rps + floorAgain.rps) / 2);
    const widgetMs = 1000 / widget.rps;
    console.log(
      `  widget: ${widgetMs.toFixed(2)} ms of server time per answer at ${CONNECTIONS} connections, ${(widgetMs / staticMs).toFixed(2)} × the static route's ${staticMs.toFixed(2)} ms (goal ≤ 2 ms)`,
    );
    if (WIDGET_ONLY) return;
    for (const format of ["svg", "png"] as const) {
      const path = `/consultants/${consultantId}/badge.${format}?lang=fr`;
      const first = await fetch(`${server.url}${path}`);
      if (!first.ok) throw new Error(`${path} answered ${first.status}`);
      line(`badge.${format} at 1 connection`, await run(server.url, path, 1));
      line(`badge.${format} at ${CONNECTIONS} connections`, await run(server.url, path));
    }
    console.log("  goal: < 5 ms per answer from cache at 32 connections");
  } finally {
    await server.stop();
    await dropDatabase(database, name);
    await database.stop();
  }
}

/** Published reviews of the bench consultant, one a day, with a comment each (what the widget shows). */
async function insertReviews(db: Db, consultantId: number, count: number) {
  const day = 86_400_000;
  await db.evaluation.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      consultantId,
      dateOfCreation: new Date(Date.now() - (i + 1) * day),
      releaseAt: new Date(Date.now() - i * day),
      state: "published" as const,
      publishedAt: new Date(Date.now() - i * day),
      emailConfirmedAt: new Date(Date.now() - (i + 1) * day),
      editTokenHash: "0".repeat(64),
      customerHonorific: "mr",
      customerGivenName: "Kurt",
      customerFamilyName: `Kunde ${i}`,
      customerEmail: `kunde${i}@example.ch`,
      nameDisplayStyle: "fullName" as const,
      language: "de",
      privacyPolicyAndTermsAndConditions: true,
      overallRating: 4 + (i % 3) / 2,
      comment: "Sehr kompetente und geduldige Beratung zur Vorsorge; alle Fragen wurden verständlich beantwortet und die Unterlagen kamen pünktlich.",
      ...(i % 4 === 0 ? { mandateConfirmedAt: new Date() } : i % 7 === 0 ? { checkedByAdminAt: new Date() } : {}),
    })),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
