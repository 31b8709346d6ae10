// `npx tsx bench/page-shares.ts`: the shares of the static route (issue 34) against a server that is
// already running (`npm start`, or scripts/serve.ts on a build), in one run at the same load:
// search results asked for the first time (every request a query not asked before) and repeated
// (the scenarios of bench/search-scenarios.ts, asked again and again), a consultant page's first
// render (every request a profile not rendered before) and from the cache. Beside them, the floor of any
// page rendered per request: the sign-in page, with the frame (header, footer, cookie notice) and no data.
// The cached pages are measured twice: as autocannon asks (no Accept-Encoding, as npm run bench does) and
// as a browser asks (`gzip, deflate, br, zstd`, the answer compressed by our server).
//
//   BENCH_URL=http://127.0.0.1:3114     # the server (default: PORT or 3000 on 127.0.0.1)
//   DATABASE_URL=postgresql://…         # its database (ids and postal codes to ask for)
//   BENCH_DURATION=8  BENCH_CONNECTIONS=32
//
// The full report over the large data set stays `npm run bench` (bench/run.ts); this one runs on any
// data (with few profiles, the first-render run says so when it had to ask a profile twice).
import autocannon from "autocannon";
import pg from "pg";
import { SEARCHES } from "./search-scenarios";
import { summarize } from "./support/stats";

const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

type Run = { label: string; reqPerSec: number; p50: number; p95: number; requests: number; non2xx: number; bytes: number; browser: boolean };

const toQuery = (q: Record<string, string>) => new URLSearchParams(q).toString();

/** What Chromium sends: every real visitor asks for a compressed answer. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** autocannon cycling through `paths` for DURATION seconds. */
function load(label: string, paths: string[], headers: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let i = 0;
    const instance = autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, method: "GET", path: paths[i++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const s = summarize(latencies);
        resolve({
          label,
          reqPerSec: result.requests.total / (result.duration || DURATION),
          p50: s.p50,
          p95: s.p95,
          requests: result.requests.total,
          non2xx: result.non2xx,
          bytes: result.throughput.total / Math.max(1, result.requests.total),
          browser: headers === BROWSER,
        });
      },
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
}

/** Each page twice, once as each client of the runs asks (the server keeps a compressed copy apart). */
async function warm(paths: string[]) {
  for (const headers of [{ "accept-encoding": "identity" }, BROWSER])
    for (const p of paths) await fetch(`${BASE}${p}`, { headers }).then((r) => r.arrayBuffer());
}

async function main() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const consultants = (
    await client.query<{ id: number }>(`SELECT "id" FROM "Consultant" WHERE "state" = 'active' ORDER BY md5("id"::text || $1)`, [String(Date.now())])
  ).rows.map((r) => r.id);
  const postalCodes = (
    await client.query<{ postalCode: string }>(`SELECT DISTINCT "postalCode" FROM "Consultant" WHERE "postalCode" IS NOT NULL ORDER BY 1`)
  ).rows.map((r) => r.postalCode);
  await client.end();

  const repeated = SEARCHES.filter((s) => s.query.type === "perimeter").map((s) => `/en?${toQuery(s.query)}`);
  // Each a query not asked before in this run: postal code × perimeter × sort × page.
  const fresh: string[] = [];
  for (const sort of ["rating", "name", "location"])
    for (const perimeter of ["50", "40", "30", "20", "10", "5"])
      for (const postalCode of postalCodes) fresh.push(`/en?${toQuery({ type: "perimeter", postalCode, perimeter, sort })}`);
  const cached = consultants.slice(0, 100).map((id) => `/en/consultants/${id}`);
  const firstRender = consultants.slice(100).map((id) => `/en/consultants/${id}`);

  await warm(["/en/forbidden", "/en/sign-in", ...repeated, ...cached]);
  const runs: Run[] = [];
  runs.push(await load("static route /en/forbidden", ["/en/forbidden"]));
  runs.push(await load("per request without data /en/sign-in", ["/en/sign-in"]));
  runs.push(await load("search results, repeated queries", repeated));
  runs.push(await load("search results, new queries", fresh));
  runs.push(await load("consultant page from the cache", cached));
  runs.push(await load("consultant page, first render", firstRender));
  runs.push(await load("static route, as a browser asks", ["/en/forbidden"], BROWSER));
  runs.push(await load("search results, repeated queries, as a browser asks", repeated, BROWSER));
  runs.push(await load("consultant page from the cache, as a browser asks", cached, BROWSER));
  // Each run against the static route asked the same way (the first run of its kind).
  const baseOf = (run: Run) => runs.find((r) => r.browser === run.browser)!.reqPerSec;
  for (const [run, size] of [
    [runs[3]!, fresh.length],
    [runs[5]!, firstRender.length],
  ] as const)
    if (run.requests > size) console.log(`warning: ${run.label} sent ${run.requests} requests to ${size} pages: some were asked twice`);
  console.log(`\n${BASE}, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  console.log("| Page | req/s | share of static | p50 | p95 | bytes per answer | requests | non-2xx |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of runs)
    console.log(
      `| ${r.label} | ${r.reqPerSec.toFixed(0)} | ${((r.reqPerSec / baseOf(r)) * 100).toFixed(1)} % | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${(r.bytes / 1024).toFixed(1)} kB | ${r.requests} | ${r.non2xx} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
