// Benchmark of the insights beacon (issue 32): 10,000 POST /api/consultant/{id}/view in 10 s at 32
// connections against the production server (scripts/serve.ts), spread over 100 consultants and 1,000
// client addresses (X-Forwarded-For from loopback, a trusted proxy: each address stays far below its
// rate limit). Afterwards: errors, whether every counter is exact, and the database's statements per
// second (pg_stat_database's committed transactions: every statement of the app is its own transaction),
// split into the rate limit's upserts (one per beacon, pg_stat_user_tables of "RateLimitBucket") and the rest
// (the counters' batched upserts, about one per second and server).
//
//   NEXT_DIST_DIR=.next npx tsx bench/beacons.ts [--port=3340] [--beacons=10000] [--seconds=10]
//
// bench/run.ts calls benchBeacons() on its own server and data set; standalone, a scratch database is used.
import "@/scripts/server-only-hook";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, startAppServer, type AppServer } from "./support/app-server";
import { dropDatabase, recreateDatabase, resolveDatabase } from "./support/database";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const CONNECTIONS = 32;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

export type BeaconFigures = {
  beacons: number;
  seconds: number;
  reqPerSec: number;
  p95: number;
  non2xx: number;
  errors: number;
  /** Consultants whose counter differs from the beacons sent for them. */
  inexact: number;
  counted: number;
  statementsPerSecond: number;
  rateLimitStatementsPerSecond: number;
  otherStatementsPerSecond: number;
};

type DbStats = { xact: number; rateLimitWrites: number };

async function dbStats(client: pg.Client): Promise<DbStats> {
  const { rows } = await client.query<{ xact: string; rl: string | null }>(
    `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS xact,
            (SELECT n_tup_ins + n_tup_upd FROM pg_stat_user_tables WHERE relname = 'RateLimitBucket') AS rl`,
  );
  return { xact: Number(rows[0]!.xact), rateLimitWrites: Number(rows[0]!.rl ?? 0) };
}

async function countersOf(client: pg.Client, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await client.query<{ id: number; n: string }>(
    `SELECT "consultantId" AS id, sum(n)::bigint AS n FROM "InsightCounter" WHERE "kind" = 'profileView' AND "consultantId" = ANY($1::int[]) GROUP BY 1`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function benchBeacons(
  server: AppServer,
  databaseUrl: string,
  consultantIds: number[],
  options: { beacons?: number; seconds?: number } = {},
): Promise<BeaconFigures> {
  const beacons = options.beacons ?? 10_000;
  const seconds = options.seconds ?? 10;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await countersOf(client, consultantIds);
    const sent = new Map<number, number>();
    let n = 0;
    const latencies: number[] = [];
    const statsBefore = await dbStats(client);
    const started = Date.now();
    const result = await new Promise<{ requests: { total: number }; non2xx: number; errors: number; timeouts: number }>((resolve, reject) => {
      // overallRate (requests per second over all connections) is autocannon's, missing from its types.
      const options = {
        url: server.url,
        connections: CONNECTIONS,
        amount: beacons,
        overallRate: beacons / seconds,
        requests: [
          {
            method: "POST",
            setupRequest: (request: { headers?: Record<string, string> }) => {
              const i = n++;
              const id = consultantIds[i % consultantIds.length]!;
              sent.set(id, (sent.get(id) ?? 0) + 1);
              // 1,000 clients, 10 beacons each: a reader's pace, below the per-client limit.
              const clientNo = Math.floor(i / 10) % 1000;
              return {
                ...request,
                path: `/api/consultant/${id}/view`,
                headers: { ...request.headers, "user-agent": BROWSER, "x-forwarded-for": `10.77.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}` },
              };
            },
          },
        ],
      } as Parameters<typeof autocannon>[0];
      const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r)));
      instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
    });
    const elapsed = (Date.now() - started) / 1000;
    // The server's buffer writes within a second; PostgreSQL's statistics reach pg_stat_* shortly after.
    await new Promise((r) => setTimeout(r, 2500));
    const statsAfter = await dbStats(client);
    const after = await countersOf(client, consultantIds);
    let inexact = 0;
    let counted = 0;
    for (const id of consultantIds) {
      const delta = (after.get(id) ?? 0) - (before.get(id) ?? 0);
      counted += delta;
      if (delta !== (sent.get(id) ?? 0)) inexact += 1;
    }
    latencies.sort((a, b) => a - b);
    const xact = statsAfter.xact - statsBefore.xact;
    const rateLimit = statsAfter.rateLimitWrites - statsBefore.rateLimitWrites;
    return {
      beacons,
      seconds: elapsed,
      reqPerSec: result.requests.total / elapsed,
      p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      inexact,
      counted,
      statementsPerSecond: xact / elapsed,
      rateLimitStatementsPerSecond: rateLimit / elapsed,
      otherStatementsPerSecond: Math.max(0, xact - rateLimit) / elapsed,
    };
  } finally {
    await client.end();
  }
}

export function describeBeacons(f: BeaconFigures): string {
  return (
    `${f.beacons} beacons in ${f.seconds.toFixed(1)} s at ${CONNECTIONS} connections: ${f.reqPerSec.toFixed(0)} req/s, p95 ${f.p95.toFixed(1)} ms, ` +
    `non-2xx ${f.non2xx}, errors ${f.errors}; counted ${f.counted}, ${f.inexact === 0 ? "every counter exact" : `${f.inexact} counters inexact`}; ` +
    `database ${f.statementsPerSecond.toFixed(0)} statements/s (rate limit ${f.rateLimitStatementsPerSecond.toFixed(0)}/s, counters and the rest ${f.otherStatementsPerSecond.toFixed(1)}/s)`
  );
}

async function main() {
  const database = await resolveDatabase();
  const name = `${database.name}_beacons`;
  const url = await recreateDatabase(database, name);
  const { migrate } = await import("@/lib/db/migrate");
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "languages", "state", "publicEmail", "updatedAt")
     SELECT 'BB-' || g, 'mrs', 'Bea', 'Beacon ' || g, 'Bahnhofstrasse', '1', '8001', 'Zürich', 'ZH', ARRAY['de'], 'active', 'bea' || g || '@example.ch', now() FROM generate_series(1, 100) AS g
     RETURNING "id"`,
  );
  await client.end();
  ensureBuild();
  const server = await startAppServer({ databaseUrl: url, port: arg("port", 3340) });
  try {
    const [load] = (await import("node:os")).loadavg();
    console.log(`insights beacon (${database.kind}; load average ${load!.toFixed(1)} before the run):`);
    const figures = await benchBeacons(
      server,
      url,
      rows.map((r) => r.id),
      { beacons: arg("beacons", 10_000), seconds: arg("seconds", 10) },
    );
    console.log(`  ${describeBeacons(figures)}`);
  } finally {
    await server.stop();
    await dropDatabase(database, name);
    await database.stop();
  }
}

if (process.argv[1]?.endsWith("beacons.ts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
