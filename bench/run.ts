// `npm run bench`: the performance figures we publish, on the large data set (100,000 consultants,
// 1,000,000 evaluations) in a database of its own, against the production build.
//
//   npm run bench                      # seeds the data set once (about 2–5 min), then measures
//   BENCH_DATABASE_URL=postgresql://…  # use that database (default: beraterwahl_bench on the machine's
//                                      # PostgreSQL at 127.0.0.1:5432, else an embedded one)
//   BENCH_DURATION=10                  # seconds per page load run (default 10)
//   BENCH_SKIP_RELEASE=1               # leave out the release job (it seeds a million rows)
//   BENCH_OUT=docs/benchmarks.md       # where the report goes ("-" prints it only)
//
// What it measures, each against the goal of issue 10:
//  1. search SQL: the search service (its SQL through Prisma) in process, p50/p95 per scenario;
//  2. administration list queries on the same data (issue 9);
//  3. search over HTTP: GET /api/search one request at a time, p50/p95;
//  4. pages at 32 connections: the consultant page (served from the page cache, and rendered for the
//     first time) and the search results page against the same server's static (prerendered)
//     route, req/s, p50, p95 and the ratio to the static route; then three of them again as a browser
//     asks (Accept-Encoding), each against the static route asked the same way;
//  5. first-load JS: the gzip size of the scripts each public page loads;
//  6. the release job over 1,000,000 due evaluations, on a scratch database dropped afterwards;
//  7. the insights beacon (bench/beacons.ts): 10,000 beacons in 10 s at 32 connections, counters checked.
import "@/scripts/server-only-hook";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startAppServer, ensureBuild, type AppServer } from "./support/app-server";
import { measureFirstLoadJs, publicRoutes, type FirstLoad } from "./support/first-load-js";
import { measureFirstLoadFloor } from "./first-load-floor";
import { resolveDatabase, recreateDatabase, dropDatabase, type BenchDatabase } from "./support/database";
import { BENCH_ADMIN, ensureLargeData, LARGE } from "./support/large-data";
import { benchReleaseJob, type ReleaseJobFigures } from "./release-job";
import { summarize, timeRuns, type Summary } from "./support/stats";
import { measureSearchSql, SEARCHES } from "./search-scenarios";
import { measureCrawl, measureScale, type CrawlFigures, type ScaleFigures } from "./cache-figures";
import { benchBeacons, describeBeacons, type BeaconFigures } from "./beacons";

// Issue 34's goals. Pages: each page's throughput as a share of the static route in the same run.
const GOALS = { searchSqlP95Ms: 10, searchHttpP95Ms: 25, firstLoadOverFloorKb: 10, releaseSeconds: 3 };
const SHARE_GOALS = { cachedShell: 0.8, searchNew: 0.3, searchRepeated: 0.7, consultantFirstRender: 0.15, consultantCached: 0.85 };
const CRAWL_CONNECTIONS = 8;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const PORT = Number(process.env.BENCH_PORT ?? 3210);

type PageLoad = { path: string; requests: number; reqPerSec: number; p50: number; p95: number; non2xx: number; errors: number; browser?: boolean };

/** What Chromium asks for: a real visitor's answer is compressed (lib/server/compression.ts). */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

async function main() {
  const startedAt = new Date();
  const database = await resolveDatabase();
  console.log(`benchmark database: ${redact(database.url)}`);
  await ensureLargeData(database);
  process.env.DATABASE_URL = database.url;

  // BENCH_PAGES_ONLY=1: only the page figures of issue 18 (pages, crawl, two servers), printed, no report.
  if (process.env.BENCH_PAGES_ONLY === "1") return pagesOnly(database);

  const searchSql = await measureSearchSql();
  const adminLists = await measureAdminLists();
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();

  ensureBuild();
  // Pages an earlier run rendered into the page cache on disk: the first-render figures must not find them.
  rmSync(`${process.env.NEXT_DIST_DIR || ".next"}/server/route-cache`, { recursive: true, force: true });
  const server = await startAppServer({ databaseUrl: database.url, port: PORT });
  let searchHttp: Summary;
  let pages: PageLoad[];
  let firstLoad: FirstLoad[];
  let crawl: CrawlFigures;
  let beacons: BeaconFigures;
  let scale: ScaleFigures | null = null;
  const ids = await sampleIds(database.url);
  try {
    searchHttp = await measureSearchHttp(server);
    pages = await measurePages(server, ids);
    console.log(`\ncrawl in sitemap order at ${CRAWL_CONNECTIONS} connections, ${DURATION * 2} s`);
    crawl = await measureCrawl(server, { connections: CRAWL_CONNECTIONS, seconds: DURATION * 2, skip: Number(process.env.BENCH_CRAWL_SKIP ?? 20_000) });
    console.log(`  ${crawl.pagesPerSecond.toFixed(1)} pages/s  p50 ${crawl.p50.toFixed(1)} ms  p95 ${crawl.p95.toFixed(1)} ms  (${crawl.pages} pages)`);
    firstLoad = await measureFirstLoad(server, ids);
    console.log(`\ninsights beacon: 10,000 in 10 s at ${CONNECTIONS} connections`);
    beacons = await benchBeacons(server, database.url, ids.consultants.slice(0, 100));
    console.log(`  ${describeBeacons(beacons)}`);
  } finally {
    await server.stop();
  }
  const floor = await measureFirstLoadFloor(PORT + 20);
  console.log(
    `  empty Next.js page (floor)                                ${String(floor.scripts).padStart(3)} scripts  ${floor.gzipKb.toFixed(1).padStart(6)} kB`,
  );
  if (process.env.BENCH_SKIP_SCALE !== "1") {
    console.log(`\none server against two (shared cache in Redis) behind a proxy, ${CONNECTIONS} connections`);
    scale = await measureScale({ databaseUrl: database.url, basePort: PORT + 1, paths: cachedMix(ids), connections: CONNECTIONS, seconds: DURATION });
    console.log(
      `  one ${scale.oneServer.toFixed(0)} req/s (p95 ${scale.p95One.toFixed(1)} ms), two ${scale.twoServers.toFixed(0)} req/s (p95 ${scale.p95Two.toFixed(1)} ms)`,
    );
  }

  let release: ReleaseJobFigures | null = null;
  if (process.env.BENCH_SKIP_RELEASE !== "1") {
    const scratch = `${database.name}_release`;
    const url = await recreateDatabase(database, scratch);
    try {
      console.log("\nrelease job over 1,000,000 due evaluations (scratch database)");
      release = await benchReleaseJob(url, { evaluations: LARGE.evaluations, consultants: 10_000, seed: true, log: (l) => console.log(`  ${l}`) });
    } finally {
      await dropDatabase(database, scratch);
    }
  }
  await database.stop();

  const report = renderReport({ startedAt, database, searchSql, adminLists, searchHttp, pages, firstLoad, floor, release, crawl, scale, beacons });
  console.log(`\n${report}`);
  const out = process.env.BENCH_OUT ?? "docs/benchmarks.md";
  if (out !== "-") {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${report}\n${handWrittenSections(out)}`);
    console.log(`written to ${out}`);
  }
}

/** The report is regenerated; the sections under this line (figures of other scripts, analyses) are kept. */
const HAND_WRITTEN = "<!-- Sections below are written by hand and kept by npm run bench. -->";

function handWrittenSections(file: string): string {
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = existing.indexOf(HAND_WRITTEN);
  return at === -1 ? `${HAND_WRITTEN}\n` : existing.slice(at);
}

async function measureAdminLists() {
  const { listConsultants } = await import("@/lib/search/list-consultants");
  const { listPublicCompanies } = await import("@/lib/companies/list-public-companies");
  const { consultantListQuerySchema } = await import("@/lib/consultants/schema");
  const { companyListQuerySchema } = await import("@/lib/companies/schema");
  const { listEvaluationsForModeration } = await import("@/lib/moderation/moderate-evaluation");
  const admin = BENCH_ADMIN;
  // The administration pages' queries: sorted by name, 50 per page, with their filters.
  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: "consultants, first page", run: () => listConsultants(admin, consultantListQuerySchema.parse({ sort: "name", pageSize: "50" })) },
    { name: 'consultants, search "meier"', run: () => listConsultants(admin, consultantListQuerySchema.parse({ q: "meier", sort: "name", pageSize: "50" })) },
    {
      name: "consultants, postal codes + state",
      run: () => listConsultants(admin, consultantListQuerySchema.parse({ postalCodes: "8001,3011,1201", states: "active", sort: "name", pageSize: "50" })),
    },
    { name: "consultants, page 1000", run: () => listConsultants(admin, consultantListQuerySchema.parse({ sort: "name", pageSize: "50", page: "1000" })) },
    { name: "companies, first page", run: () => listPublicCompanies(companyListQuerySchema.parse({ sort: "name", pageSize: "50" })) },
    { name: 'companies, search "treuhand"', run: () => listPublicCompanies(companyListQuerySchema.parse({ q: "treuhand", sort: "name", pageSize: "50" })) },
    // The moderation queue over every evaluation (issue 21): newest first, 25 per page, total capped.
    { name: "evaluations, newest", run: () => listEvaluationsForModeration(admin, {}) },
    { name: "evaluations, held", run: () => listEvaluationsForModeration(admin, { state: "held" }) },
    { name: "evaluations, published, 1 star", run: () => listEvaluationsForModeration(admin, { state: "published", rating: "1" }) },
    { name: 'evaluations, consultant "meier"', run: () => listEvaluationsForModeration(admin, { q: "meier" }) },
    { name: "evaluations, page 1000", run: () => listEvaluationsForModeration(admin, { page: "1000" }) },
  ];
  console.log("\nadministration list queries, 100 samples each");
  const rows: { name: string; summary: Summary }[] = [];
  for (const c of cases) {
    const summary = summarize(await timeRuns(c.run, 100));
    rows.push({ name: c.name, summary });
    console.log(`  ${c.name.padEnd(36)} p50 ${summary.p50.toFixed(2)} ms  p95 ${summary.p95.toFixed(2)} ms`);
  }
  return rows;
}

async function sampleIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Consultants with ratings, spread over the table: 200 for the cached run, and as many others
    // as the first-render run can reach, so that none of its requests finds its page cached.
    const consultants = await client.query<{ id: number }>(
      `SELECT "id" FROM "Consultant" WHERE "state" = 'active' AND "ratingCount" > 0 ORDER BY md5("id"::text) LIMIT 10200`,
    );
    const company = await client.query<{ id: number }>(`SELECT "id" FROM "Company" ORDER BY "ratingCount" DESC, "id" LIMIT 1`);
    const postalCodes = await client.query<{ postalCode: string }>(
      `SELECT DISTINCT "postalCode" FROM "Consultant" WHERE "state" = 'active' AND "postalCode" ~ '^[1-9][0-9]{3}$' ORDER BY 1`,
    );
    const ids = consultants.rows.map((r) => r.id);
    return {
      consultants: ids.slice(0, 200),
      uncachedConsultants: ids.slice(200),
      company: company.rows[0]?.id ?? 1,
      postalCodes: postalCodes.rows.map((r) => r.postalCode),
    };
  } finally {
    await client.end();
  }
}

const toQuery = (q: Record<string, string>) => new URLSearchParams(q).toString();

async function measureSearchHttp(server: AppServer): Promise<Summary> {
  console.log("\nGET /api/search, one request at a time, 300 samples");
  let n = 0;
  const samples = await timeRuns(async () => {
    const s = SEARCHES[n % SEARCHES.length]!;
    n += 1;
    // A distinct client address per request: the search limit (300 per minute and client) is not what we measure.
    const res = await fetch(`${server.url}/api/search?${toQuery(s.query)}`, { headers: { "x-forwarded-for": `10.1.${(n >> 8) & 255}.${n & 255}` } });
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    await res.arrayBuffer();
  }, 300);
  const summary = summarize(samples);
  console.log(`  p50 ${summary.p50.toFixed(2)} ms  p95 ${summary.p95.toFixed(2)} ms`);
  return summary;
}

async function pagesOnly(database: BenchDatabase) {
  ensureBuild();
  rmSync(`${process.env.NEXT_DIST_DIR || ".next"}/server/route-cache`, { recursive: true, force: true });
  const server = await startAppServer({ databaseUrl: database.url, port: PORT });
  const ids = await sampleIds(database.url);
  let pages: PageLoad[];
  try {
    pages = await measurePages(server, ids);
    console.log(`\ncrawl in sitemap order at ${CRAWL_CONNECTIONS} connections, ${DURATION * 2} s`);
    const crawl = await measureCrawl(server, { connections: CRAWL_CONNECTIONS, seconds: DURATION * 2, skip: Number(process.env.BENCH_CRAWL_SKIP ?? 20_000) });
    console.log(
      `  ${crawl.pagesPerSecond.toFixed(1)} pages/s  p50 ${crawl.p50.toFixed(1)} ms  p95 ${crawl.p95.toFixed(1)} ms  (${crawl.pages} pages, ${crawl.non2xx} not 2xx)`,
    );
  } finally {
    await server.stop();
  }
  // Each run against the static route asked the same way (the first run of its kind).
  const share = (p: PageLoad) => ((p.reqPerSec / pages.find((x) => Boolean(x.browser) === Boolean(p.browser))!.reqPerSec) * 100).toFixed(1);
  console.log("\n| Route | req/s | p50 | p95 | vs static | non-2xx |\n|---|---|---|---|---|---|");
  for (const p of pages)
    console.log(`| ${p.path} | ${p.reqPerSec.toFixed(0)} | ${p.p50.toFixed(1)} ms | ${p.p95.toFixed(1)} ms | ${share(p)} % | ${p.non2xx + p.errors} |`);
  if (process.env.BENCH_SKIP_SCALE !== "1") {
    console.log(`\none server against two (shared cache in Redis) behind a proxy, ${CONNECTIONS} connections`);
    const scale = await measureScale({ databaseUrl: database.url, basePort: PORT + 1, paths: cachedMix(ids), connections: CONNECTIONS, seconds: DURATION });
    console.log(
      `  one ${scale.oneServer.toFixed(0)} req/s (p95 ${scale.p95One.toFixed(1)} ms), two ${scale.twoServers.toFixed(0)} req/s (p95 ${scale.p95Two.toFixed(1)} ms)`,
    );
  }
  await database.stop();
}

/** The cached public pages a visitor mix requests: shells, grids, a company, consultants. */
function cachedMix(ids: { consultants: number[]; company: number }): string[] {
  return [
    "/en",
    "/en/about-us",
    "/en/for-consultants",
    "/en/consultants",
    "/en/companies",
    `/en/companies/${ids.company}`,
    ...ids.consultants.slice(0, 50).map((id) => `/en/consultants/${id}`),
  ];
}

async function measurePages(
  server: AppServer,
  ids: { consultants: number[]; uncachedConsultants: number[]; company: number; postalCodes: string[] },
): Promise<PageLoad[]> {
  const consultantPath = (id: number) => `/en/consultants/${id}`;
  const fresh = ids.uncachedConsultants.map(consultantPath);
  const searchPages = SEARCHES.filter((s) => s.query.type === "perimeter").map((s) => `/en?${toQuery(s.query)}`);
  // Each a search not asked before in this run: postal code × perimeter × sort (thousands of distinct pages).
  const newSearches = ["rating", "name", "location"].flatMap((sort) =>
    ["50", "40", "30", "20", "10", "5"].flatMap((perimeter) =>
      ids.postalCodes.map((postalCode) => `/en?${toQuery({ type: "perimeter", postalCode, perimeter, sort })}`),
    ),
  );
  const runs: { path: string; requests: string[]; warm: string[]; uncached?: boolean; browser?: boolean }[] = [
    { path: "/en/forbidden (static)", requests: ["/en/forbidden"], warm: ["/en/forbidden"] },
    // Consultant pages come from Next's page cache once rendered (ISR, 60 s): the cached run is the
    // steady state of visited profiles (each rendered once before the run), the first-render run
    // what profiles nobody opened yet cost (none of its pages was requested before).
    { path: "/en/consultants/{id} (cached)", requests: ids.consultants.map(consultantPath), warm: ids.consultants.map(consultantPath) },
    { path: "/en/consultants/{id} (first render)", requests: fresh.slice(5), warm: fresh.slice(0, 5), uncached: true },
    // A search's results page is cached per normalised query (issue 34): asked again and again, and asked anew.
    { path: "/en?type=perimeter&postalCode=… (repeated)", requests: searchPages, warm: searchPages },
    { path: "/en?type=perimeter&postalCode=… (new)", requests: newSearches.slice(1), warm: newSearches.slice(0, 1), uncached: true },
    // The cached shells (issue 18): rendered on the first visit, then served from the page cache.
    ...["/en", "/en/about-us", "/en/for-consultants", "/en/consultants", "/en/companies", `/en/companies/${ids.company}`].map((p) => ({
      path: p.startsWith("/en/companies/") ? "/en/companies/{id}" : p,
      requests: [p],
      warm: [p],
    })),
    // The runs above ask like autocannon, with no Accept-Encoding (the figures stay comparable with earlier
    // runs); every browser asks for a compressed answer, which these three measure against each other.
    { path: "/en/forbidden (static), as a browser asks", requests: ["/en/forbidden"], warm: ["/en/forbidden"], browser: true },
    {
      path: "/en/consultants/{id} (cached), as a browser asks",
      requests: ids.consultants.map(consultantPath),
      warm: ids.consultants.map(consultantPath),
      browser: true,
    },
    { path: "/en?type=perimeter&postalCode=… (repeated), as a browser asks", requests: searchPages, warm: searchPages, browser: true },
  ];
  console.log(`\npages at ${CONNECTIONS} connections, ${DURATION} s each`);
  const out: PageLoad[] = [];
  for (const run of runs) {
    // Warm the route (pools and the server's module caches) before it is measured. A cached route is
    // requested twice: the first request renders and stores the page, the second finds it stored, so
    // the run measures the cache and not the tail of 200 first renders still writing their entries.
    const headers = run.browser ? BROWSER : {};
    for (let pass = 0; pass < (run.uncached ? 1 : 2); pass++) {
      for (const p of run.warm) await fetch(`${server.url}${p}`, { headers }).then((r) => r.arrayBuffer());
    }
    out.push({ ...(await loadRun(server.url, run.path, run.requests, headers)), browser: run.browser });
    const last = out.at(-1)!;
    if (run.uncached && last.requests > run.requests.length) {
      console.log(`  warning: ${run.path} sent ${last.requests} requests to ${run.requests.length} pages: some were cached`);
    }
    console.log(
      `  ${run.path.padEnd(36)} ${last.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${last.p50.toFixed(1)} ms  p95 ${last.p95.toFixed(1)} ms  non-2xx ${last.non2xx}`,
    );
  }
  return out;
}

/** autocannon at CONNECTIONS connections cycling through the paths; latency of every response. */
function loadRun(base: string, label: string, paths: string[], headers: Record<string, string> = {}): Promise<PageLoad> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let i = 0;
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, method: "GET", path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const summary = summarize(latencies);
        resolve({
          path: label,
          requests: result.requests.total,
          reqPerSec: result.requests.total / (result.duration || DURATION),
          p50: summary.p50,
          p95: summary.p95,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/** The scripts a first visit loads: every /_next/static script of the server-rendered HTML, gzipped. */
async function measureFirstLoad(server: AppServer, ids: { consultants: number[]; company: number }) {
  console.log("\nfirst-load JS (gzip)");
  const [consultant] = ids.consultants;
  if (consultant === undefined) throw new Error("the database has no rated consultant");
  return measureFirstLoadJs(server.url, publicRoutes({ consultant, company: ids.company }));
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

function machine(): string {
  const cpus = os.cpus();
  const pgVersion = spawnSync("psql", ["--version"], { encoding: "utf8" }).stdout?.trim() || "PostgreSQL (version unknown)";
  return `${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node.js ${process.version}, ${pgVersion}`;
}

const pass = (ok: boolean) => (ok ? "meets" : "**misses**");

function renderReport(r: {
  startedAt: Date;
  database: BenchDatabase;
  searchSql: Awaited<ReturnType<typeof measureSearchSql>>;
  adminLists: Awaited<ReturnType<typeof measureAdminLists>>;
  searchHttp: Summary;
  pages: PageLoad[];
  firstLoad: FirstLoad[];
  floor: FirstLoad;
  release: ReleaseJobFigures | null;
  crawl: CrawlFigures;
  scale: ScaleFigures | null;
  beacons: BeaconFigures;
}): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const [staticRoute, consultant, consultantFirstRender, searchRepeated, searchNew, ...shells] = r.pages.filter((p) => !p.browser);
  const [browserStatic, browserConsultant, browserSearch] = r.pages.filter((p) => p.browser);
  if (!staticRoute || !consultant || !consultantFirstRender || !searchRepeated || !searchNew || !browserStatic || !browserConsultant || !browserSearch)
    throw new Error("the page figures are incomplete");
  // A run asked as a browser asks against the static route asked the same way.
  const ratio = (p: PageLoad) => p.reqPerSec / (p.browser ? browserStatic : staticRoute).reqPerSec;
  const maxJs = Math.max(...r.firstLoad.map((x) => x.gzipKb));
  const jsBudget = r.floor.gzipKb + GOALS.firstLoadOverFloorKb;
  const lines = [
    "# Benchmarks",
    "",
    `Measured ${r.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` on ${machine()}.`,
    `Data set: ${LARGE.consultants.toLocaleString("en")} consultants, ${LARGE.evaluations.toLocaleString("en")} evaluations (\`npm run db:seed:large\`), production build (\`next start\`), ${r.database.kind}.`,
    "The benchmark client runs on the same machine as the server and the database, so every figure includes their competition for the same cores.",
    "",
    "## Against the goals",
    "",
    "| Figure | Measured | Goal | |",
    "|---|---|---|---|",
    `| Search SQL p95 (all scenarios) | ${f(r.searchSql.overall.p95, 2)} ms (p50 ${f(r.searchSql.overall.p50, 2)} ms) | ≤ ${GOALS.searchSqlP95Ms} ms | ${pass(r.searchSql.overall.p95 <= GOALS.searchSqlP95Ms)} |`,
    `| \`GET /api/search\` HTTP p95 | ${f(r.searchHttp.p95)} ms (p50 ${f(r.searchHttp.p50)} ms) | ≤ ${GOALS.searchHttpP95Ms} ms | ${pass(r.searchHttp.p95 <= GOALS.searchHttpP95Ms)} |`,
    ...(
      [
        ["Search results, each request a new query", searchNew, SHARE_GOALS.searchNew],
        ["Search results, repeated queries", searchRepeated, SHARE_GOALS.searchRepeated],
        ["Consultant page, first render", consultantFirstRender, SHARE_GOALS.consultantFirstRender],
        ["Consultant page from the cache", consultant, SHARE_GOALS.consultantCached],
        ...shells.map((p) => [`${p.path} (cached)`, p, SHARE_GOALS.cachedShell] as const),
      ] as const
    ).map(
      ([label, page, goal]) =>
        `| ${label} / static route (p95 ${f(page.p95)} ms) | ${f(ratio(page) * 100)} % | ≥ ${goal * 100} % | ${pass(ratio(page) >= goal)} |`,
    ),
    ...(
      [
        ["Consultant page from the cache, as a browser asks", browserConsultant],
        ["Search results, repeated queries, as a browser asks", browserSearch],
      ] as const
    ).map(([label, page]) => `| ${label} / static route asked so (p95 ${f(page.p95)} ms) | ${f(ratio(page) * 100)} % | report | |`),
    `| Sitemap crawl at ${r.crawl.connections} connections | ${f(r.crawl.pagesPerSecond)} pages/s, p95 ${f(r.crawl.p95)} ms | report | |`,
    `| Insights beacons, ${r.beacons.beacons.toLocaleString("en")} in ${f(r.beacons.seconds)} s at ${CONNECTIONS} connections | ${r.beacons.errors + r.beacons.non2xx} errors, ${r.beacons.inexact === 0 ? "counters exact" : `${r.beacons.inexact} counters inexact`}, ${f(r.beacons.statementsPerSecond, 0)} statements/s (${f(r.beacons.otherStatementsPerSecond)}/s besides the rate limit) | 0 errors, exact | ${pass(r.beacons.errors + r.beacons.non2xx === 0 && r.beacons.inexact === 0)} |`,
    r.scale
      ? `| Two servers / one behind a proxy (shared Redis cache) | ${f(r.scale.twoServers, 0)} / ${f(r.scale.oneServer, 0)} req/s = ${f((r.scale.twoServers / r.scale.oneServer) * 100)} % | report | |`
      : "| Two servers / one | not run (BENCH_SKIP_SCALE) | report | |",
    `| First-load JS, largest public page | ${f(maxJs)} kB | ≤ ${f(jsBudget)} kB (empty Next.js page ${f(r.floor.gzipKb)} kB + ${GOALS.firstLoadOverFloorKb} kB) | ${pass(maxJs <= jsBudget)} |`,
    r.release
      ? `| Release job, ${r.release.published.toLocaleString("en")} evaluations | ${f(r.release.seconds, 2)} s | ≤ ${GOALS.releaseSeconds} s | ${pass(r.release.seconds <= GOALS.releaseSeconds)} |`
      : `| Release job | not run (BENCH_SKIP_RELEASE) | ≤ ${GOALS.releaseSeconds} s | |`,
    "",
    "## Search service (SQL through Prisma, in process; 200 samples each)",
    "",
    "| Scenario | Hits | p50 | p95 |",
    "|---|---|---|---|",
    ...r.searchSql.rows.map((x) => `| ${x.name} | ${x.total.toLocaleString("en")} | ${f(x.summary.p50, 2)} ms | ${f(x.summary.p95, 2)} ms |`),
    "",
    "## Administration lists (in process; 100 samples each)",
    "",
    "| Query | p50 | p95 |",
    "|---|---|---|",
    ...r.adminLists.map((x) => `| ${x.name} | ${f(x.summary.p50, 2)} ms | ${f(x.summary.p95, 2)} ms |`),
    "",
    `## Pages at ${CONNECTIONS} connections (${DURATION} s each, autocannon)`,
    "",
    "| Route | Requests | req/s | p50 | p95 | vs static | non-2xx |",
    "|---|---|---|---|---|---|---|",
    ...r.pages.map(
      (p) =>
        `| ${p.path} | ${p.requests.toLocaleString("en")} | ${f(p.reqPerSec, 0)} | ${f(p.p50)} ms | ${f(p.p95)} ms | ${f(ratio(p) * 100)} % | ${p.non2xx + p.errors} |`,
    ),
    "",
    `Search results pages: ${f(ratio(searchRepeated) * 100)} % of the static route for repeated queries, ${f(ratio(searchNew) * 100)} % for new ones.`,
    "",
    "## First-load JS per public route (gzip, level 9)",
    "",
    "Scripts a module-capable browser loads; the `noModule` legacy polyfills, which no such browser fetches, are listed apart.",
    "",
    "| Route | Scripts | gzip | noModule (not loaded) |",
    "|---|---|---|---|",
    ...r.firstLoad.map((x) => `| ${x.path} | ${x.scripts} | ${f(x.gzipKb)} kB | ${f(x.noModuleKb)} kB |`),
    `| empty Next.js page (\`bench/first-load-floor.ts\` builds it in \`.data/floor-app\`, the floor) | ${r.floor.scripts} | ${f(r.floor.gzipKb)} kB | ${f(r.floor.noModuleKb)} kB |`,
    "",
  ];
  if (r.release) {
    lines.push(
      "## Release job",
      "",
      `${r.release.due.toLocaleString("en")} due evaluations of ${r.release.consultants.toLocaleString("en")} consultants published, aggregates refreshed and e-mails queued in ${f(r.release.seconds, 2)} s; a second run found ${r.release.secondRunPublished} due in ${f(r.release.secondRunSeconds, 2)} s.`,
      "",
    );
  }
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
