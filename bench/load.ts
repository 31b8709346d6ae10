// `npm run bench:load`: load, soak and a database restart against the production build.
//
//   npm run bench:load                  # all three phases (about 13 minutes)
//   LOAD_REQUESTS=30000                 # requests of the mixed load phase
//   SOAK_MINUTES=10                     # length of the soak (0 leaves it out)
//   LOAD_OUT=docs/load.md               # where the report goes ("-" prints it only)
//
// It brings its own PostgreSQL (embedded, under .data/load, port 54350) because the third phase
// stops and restarts it, and seeds it with the demo data. The mix of every phase: consultant pages,
// company and home pages, searches through the API and rating submissions (each from its own client
// address, so the per-client submission limit is not what we measure).
//  1. load: LOAD_REQUESTS mixed requests at 16 connections; goal: no 5xx;
//  2. soak: SOAK_MINUTES at 8 connections, the server's resident memory sampled every 10 s;
//  3. restart: 40 s of load; PostgreSQL stops after 10 s and starts again 10 s later. Goal: fast
//     503s while it is down, no half-written evaluations, recovery without restarting the app.
import "@/scripts/server-only-hook";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { createPrismaClient } from "@/lib/db/create-client";
import { ensureBuild, startAppServer, type AppServer } from "./support/app-server";
import { summarize } from "./support/stats";

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 30_000);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PORT = Number(process.env.LOAD_PORT ?? 3220);
const PG_PORT = 54350;

type Fixture = { consultants: number[]; companies: number[]; runId: string; body: (n: number) => string };
type Sample = { at: number; status: number; ms: number; kind: string };

// One request counter over all phases: it numbers the customers' e-mail addresses (one evaluation
// per address and consultant) and the client addresses.
let n = 0;
// What each rating submission got back, by its number (the number in its customer's e-mail address).
const submissionStatus = new Map<number, number>();

async function main() {
  const startedAt = new Date();
  rmSync(".data/load", { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir: ".data/load", port: PG_PORT, database: "beraterwahl_load" });
  let server: AppServer | null = null;
  try {
    await migrate(database.url);
    const { seedAll } = await import("@/prisma/seed");
    const db = createPrismaClient(database.url, 2);
    await seedAll(db);
    const fixture = await loadFixture(db);
    await db.$disconnect();

    ensureBuild();
    server = await startAppServer({ databaseUrl: database.url, port: PORT });
    const before = await evaluationCount(database.url);

    console.log(`\n1. load: ${REQUESTS.toLocaleString("en")} mixed requests at 16 connections`);
    const load = await mixedLoad(server.url, fixture, { connections: 16, amount: REQUESTS });
    printRun(load);

    let soak: { run: RunResult; memory: { minute: number; rssMiB: number }[] } | null = null;
    if (SOAK_MINUTES > 0) {
      console.log(`\n2. soak: ${SOAK_MINUTES} min at 8 connections`);
      const memory: { minute: number; rssMiB: number }[] = [];
      const t0 = Date.now();
      const timer = setInterval(() => {
        const rss = server!.rssMiB();
        if (rss !== null) memory.push({ minute: (Date.now() - t0) / 60_000, rssMiB: rss });
      }, 10_000);
      const run = await mixedLoad(server.url, fixture, { connections: 8, duration: SOAK_MINUTES * 60 });
      clearInterval(timer);
      printRun(run);
      soak = { run, memory };
      console.log(`  memory: ${memory.map((m) => m.rssMiB.toFixed(0)).join(" ")} MiB`);
    }

    console.log("\n3. restart: PostgreSQL stops at 10 s and starts again at 20 s, 40 s of load");
    const restart = await restartRun(server, database, fixture);

    const after = await evaluationCount(database.url);
    const integrity = await checkIntegrity(database.url);
    const accounting = await accountSubmissions(database.url, fixture.runId, n);
    // The API logs every 500 with its cause (never a secret or an address: tests/security checks that).
    const apiFailures = server
      .output()
      .split("\n")
      .filter((line) => line.includes("[api] request") && line.includes("failed:"));
    const report = renderReport({ startedAt, load, soak, restart, stored: after - before, integrity, accounting, apiFailures });
    console.log(`\n${report}`);
    const out = process.env.LOAD_OUT ?? "docs/load.md";
    if (out !== "-") {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, report);
      console.log(`written to ${out}`);
    }
  } finally {
    await server?.stop();
    await database.stop();
  }
}

async function loadFixture(db: ReturnType<typeof createPrismaClient>): Promise<Fixture> {
  const { loadActiveQuestions } = await import("@/lib/rating-questionnaire/load-questionnaire");
  const questions = await loadActiveQuestions(db);
  const topic = await db.consultingTopic.findFirstOrThrow({ orderBy: { id: "asc" } });
  const consultants = (await db.consultant.findMany({ where: { state: "active" }, select: { id: true }, orderBy: { id: "asc" } })).map((c) => c.id);
  const companies = (await db.company.findMany({ select: { id: true } })).map((c) => c.id);
  const answers = questions.map((q) => {
    if (q.type === "select") return { questionDefinitionId: q.id, selectedOptionId: q.options[0]!.id };
    if (q.type === "text") return { questionDefinitionId: q.id, textValue: "12" };
    if (q.type === "yesNo") return { questionDefinitionId: q.id, value: 1 };
    return { questionDefinitionId: q.id, value: 4 };
  });
  const runId = Date.now().toString(36);
  return {
    consultants,
    companies,
    runId,
    body: (n) =>
      JSON.stringify({
        consultantId: consultants[n % consultants.length],
        language: "de",
        questionResults: answers,
        customer: { honorific: "mr", givenName: "Last", familyName: "Test", email: `load-${runId}-${n}@example.test` },
        consultingTopicIds: [topic.id],
        comment: "Lasttest",
        privacyPolicyAndTermsAndConditions: true,
        nameDisplayStyle: "givenName",
      }),
  };
}

type RunResult = {
  requests: number;
  seconds: number;
  byStatus: Record<string, number>;
  byKind: Record<string, { n: number; p50: number; p95: number }>;
  fiveXx: number;
  samples: Sample[];
};

/** autocannon with a request mix chosen per request; every response recorded with its kind. */
function mixedLoad(base: string, f: Fixture, options: { connections: number; amount?: number; duration?: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const samples: Sample[] = [];
    const pick = (i: number) => {
      const r = i % 20;
      if (r < 8) return { kind: "consultant page", method: "GET", path: `/consultants/${f.consultants[(i * 7) % f.consultants.length]}` };
      if (r < 10) return { kind: "company page", method: "GET", path: `/companies/${f.companies[i % f.companies.length]}` };
      if (r < 11) return { kind: "home", method: "GET", path: "/" };
      if (r < 17) {
        const codes = ["8001", "3011", "1201", "6900", "4051", "9000"];
        return { kind: "search API", method: "GET", path: `/api/search?type=perimeter&postalCode=${codes[i % codes.length]}&perimeter=${[10, 20, 50][i % 3]}` };
      }
      return { kind: "rating submission", method: "POST", path: "/api/evaluation" };
    };
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
        timeout: 30,
        requests: [
          {
            setupRequest: (req, context) => {
              const i = n++;
              const choice = pick(i);
              // The connection's context lives until its next request is built, which autocannon
              // does only after reporting this request's response: the response handler reads it there.
              (context as { kind?: string; i?: number }).kind = choice.kind;
              (context as { i?: number }).i = i;
              const headers: Record<string, string> = { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
              if (choice.method === "POST") {
                headers["content-type"] = "application/json";
                headers.origin = base;
                return { ...req, method: "POST", path: choice.path, headers, body: f.body(i) };
              }
              return { ...req, method: "GET", path: choice.path, headers, body: undefined };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const byKind: RunResult["byKind"] = {};
        const kinds = new Map<string, number[]>();
        for (const s of samples) kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s.ms]);
        for (const [kind, ms] of kinds) {
          const sum = summarize(ms);
          byKind[kind] = { n: sum.n, p50: sum.p50, p95: sum.p95 };
        }
        const byStatus: Record<string, number> = {};
        for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
        resolve({
          requests: result.requests.total,
          seconds: (Date.now() - started) / 1000,
          byStatus,
          byKind,
          fiveXx: samples.filter((s) => s.status >= 500).length,
          samples,
        });
      },
    );
    instance.on("response", (client, status, _bytes, ms) => {
      const context = (client as { requestIterator?: { context?: { kind?: string; i?: number } } }).requestIterator?.context;
      const kind = context?.kind ?? "unknown";
      samples.push({ at: Date.now() - started, status, ms, kind });
      if (kind === "rating submission" && context?.i !== undefined) submissionStatus.set(context.i, status);
    });
  });
}

async function restartRun(server: AppServer, database: { stop: () => Promise<void>; start: () => Promise<void> }, f: Fixture) {
  const events: { at: number; what: string }[] = [];
  const t0 = Date.now();
  const schedule = (async () => {
    await sleep(10_000);
    events.push({ at: Date.now() - t0, what: "stop PostgreSQL" });
    await database.stop();
    events.push({ at: Date.now() - t0, what: "PostgreSQL stopped" });
    await sleep(10_000);
    events.push({ at: Date.now() - t0, what: "start PostgreSQL" });
    await database.start();
    events.push({ at: Date.now() - t0, what: "PostgreSQL accepting connections" });
  })();
  const run = await mixedLoad(server.url, f, { connections: 8, duration: 40 });
  await schedule;
  const down = events.find((e) => e.what === "stop PostgreSQL")!.at;
  const up = events.find((e) => e.what === "PostgreSQL accepting connections")!.at;
  const during = run.samples.filter((s) => s.at >= down && s.at <= up);
  const after = run.samples.filter((s) => s.at > up);
  const firstOkAfter = after.find((s) => s.status < 500);
  const lastFailure = [...run.samples].reverse().find((s) => s.status >= 500);
  const api503 = during.filter((s) => s.status === 503);
  const pages5xx = during.filter((s) => s.status >= 500 && s.status !== 503);
  const outside5xx = run.samples.filter((s) => s.status >= 500 && (s.at < down || s.at > up));
  const health = await fetch(`${server.url}/api/health`).then((r) => r.status);
  const result = {
    run,
    events,
    duringCount: during.length,
    api503: { n: api503.length, kinds: countBy(api503.map((s) => s.kind)), ...pick(summarize(api503.map((s) => s.ms))) },
    other5xx: { n: pages5xx.length, kinds: countBy(pages5xx.map((s) => `${s.kind} ${s.status}`)), ...pick(summarize(pages5xx.map((s) => s.ms))) },
    outside5xx: countBy(outside5xx.map((s) => `${s.kind} ${s.status} at ${(s.at / 1000).toFixed(1)} s`)),
    recoverySeconds: lastFailure && lastFailure.at > up ? (lastFailure.at - up) / 1000 : 0,
    firstOkAfterSeconds: firstOkAfter ? (firstOkAfter.at - up) / 1000 : null,
    healthAtEnd: health,
  };
  console.log(`  ${JSON.stringify({ ...result, run: undefined })}`);
  printRun(run);
  return result;
}

const pick = (s: { p50: number; p95: number; max: number }) => ({ p50: s.p50, p95: s.p95, max: s.max });
const countBy = (xs: string[]) => xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// eslint-disable-next-line no-control-regex -- an ANSI colour starts with the control character ESC
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

async function evaluationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Evaluation"`)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Each submission against the database: every one answered 201 must be stored ("nothing lost");
 * a stored one without a 201 got another answer (which?) or none (in flight when a phase ended).
 */
async function accountSubmissions(url: string, runId: string, issued: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(`SELECT "customerEmail" AS email FROM "Evaluation" WHERE "customerEmail" LIKE $1`, [
      `load-${runId}-%@example.test`,
    ]);
    const stored = new Set(rows.map((r) => Number(/^load-[^-]+-(\d+)@/.exec(r.email)?.[1])));
    let acknowledged = 0;
    const lost: number[] = [];
    for (const [i, status] of submissionStatus) {
      if (status !== 201) continue;
      acknowledged += 1;
      if (!stored.has(i)) lost.push(i);
    }
    const unacknowledged: Record<string, number> = {};
    for (const i of stored) {
      const status = submissionStatus.get(i);
      if (status === 201) continue;
      const label = status === undefined ? "no answer (in flight when a phase ended)" : `answered ${status}`;
      unacknowledged[label] = (unacknowledged[label] ?? 0) + 1;
    }
    return { issued, stored: stored.size, acknowledged, lost: lost.length, unacknowledged };
  } finally {
    await client.end();
  }
}

/** Every stored evaluation is whole: its answers, its category ratings and its topic are there. */
async function checkIntegrity(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ without_answers: number; without_categories: number; without_topics: number }>(`
      SELECT
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "QuestionResult" q WHERE q."evaluationId" = e."id"))::int AS without_answers,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "EvaluationRating" r WHERE r."evaluationId" = e."id"))::int AS without_categories,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "EvaluationTopic" t WHERE t."evaluationId" = e."id"))::int AS without_topics
      FROM "Evaluation" e WHERE e."customerEmail" LIKE 'load-%@example.test'`);
    return rows[0]!;
  } finally {
    await client.end();
  }
}

function printRun(r: RunResult) {
  console.log(
    `  ${r.requests.toLocaleString("en")} requests in ${r.seconds.toFixed(0)} s (${(r.requests / r.seconds).toFixed(0)} req/s); statuses ${JSON.stringify(r.byStatus)}`,
  );
  for (const [kind, s] of Object.entries(r.byKind))
    console.log(`    ${kind.padEnd(20)} ${String(s.n).padStart(6)}  p50 ${s.p50.toFixed(0)} ms  p95 ${s.p95.toFixed(0)} ms`);
}

function renderReport(r: {
  startedAt: Date;
  load: RunResult;
  soak: { run: RunResult; memory: { minute: number; rssMiB: number }[] } | null;
  restart: Awaited<ReturnType<typeof restartRun>>;
  stored: number;
  integrity: { without_answers: number; without_categories: number; without_topics: number };
  accounting: Awaited<ReturnType<typeof accountSubmissions>>;
  apiFailures: string[];
}): string {
  const cpus = os.cpus();
  const kinds = (run: RunResult) => [
    "| Kind | Requests | p50 | p95 |",
    "|---|---|---|---|",
    ...Object.entries(run.byKind).map(([k, s]) => `| ${k} | ${s.n.toLocaleString("en")} | ${s.p50.toFixed(0)} ms | ${s.p95.toFixed(0)} ms |`),
  ];
  const lines = [
    "# Load, soak and database restart",
    "",
    `Measured ${r.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:load\` on ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node.js ${process.version}; production build, demo data, embedded PostgreSQL; client, server and database share the machine.`,
    "",
    "## 1. Mixed load",
    "",
    `${r.load.requests.toLocaleString("en")} requests in ${r.load.seconds.toFixed(0)} s at 16 connections (${(r.load.requests / r.load.seconds).toFixed(0)} req/s). Statuses: ${Object.entries(
      r.load.byStatus,
    )
      .map(([s, n]) => `${s} × ${n.toLocaleString("en")}`)
      .join(", ")}. **5xx: ${r.load.fiveXx}** (goal 0).`,
    "",
    ...kinds(r.load),
    "",
  ];
  if (r.soak) {
    const m = r.soak.memory;
    const settled = m.filter((x) => x.minute >= 1);
    const first = settled[0]?.rssMiB ?? m[0]?.rssMiB ?? 0;
    const last = m.at(-1)?.rssMiB ?? 0;
    const max = Math.max(...m.map((x) => x.rssMiB));
    lines.push(
      "## 2. Soak",
      "",
      `${SOAK_MINUTES} min at 8 connections: ${r.soak.run.requests.toLocaleString("en")} requests, 5xx: ${r.soak.run.fiveXx}. Server memory (RSS) after the first minute ${first.toFixed(0)} MiB, at the end ${last.toFixed(0)} MiB (${(((last - first) / (first || 1)) * 100).toFixed(1)} %), highest ${max.toFixed(0)} MiB.`,
      "",
      `RSS every 10 s (MiB): ${m.map((x) => x.rssMiB.toFixed(0)).join(", ")}`,
      "",
      ...kinds(r.soak.run),
      "",
    );
  }
  const x = r.restart;
  lines.push(
    "## 3. PostgreSQL restart under load",
    "",
    `Timeline: ${x.events.map((e) => `${(e.at / 1000).toFixed(1)} s ${e.what}`).join("; ")}.`,
    "",
    `- While the database was down: ${x.duringCount} responses; 503 with Retry-After (the API's problem+json, the pages' localised outage page) ${x.api503.n} times (${
      Object.entries(x.api503.kinds)
        .map(([k, n]) => `${k} × ${n}`)
        .join(", ") || "none"
    }), p50 ${x.api503.p50?.toFixed(0) ?? "–"} ms, p95 ${x.api503.p95?.toFixed(0) ?? "–"} ms, slowest ${x.api503.max?.toFixed(0) ?? "–"} ms.`,
    `- Other 5xx while it was down (goal 0): ${x.other5xx.n} (${
      Object.entries(x.other5xx.kinds)
        .map(([k, n]) => `${k} × ${n}`)
        .join(", ") || "none"
    }).`,
    `- 5xx outside that window: ${
      Object.entries(x.outside5xx)
        .map(([k, n]) => `${k} × ${n}`)
        .join(", ") || "none"
    }.`,
    `- Recovery without restarting the app: first success ${x.firstOkAfterSeconds?.toFixed(1) ?? "–"} s after PostgreSQL accepted connections again; last failure ${x.recoverySeconds.toFixed(1)} s after; /api/health at the end: ${x.healthAtEnd}.`,
    "",
    ...kinds(x.run),
    "",
    "## Nothing lost, nothing half-written",
    "",
    `Rating submissions answered 201 over all phases: ${r.accounting.acknowledged.toLocaleString("en")}, of which stored: ${(r.accounting.acknowledged - r.accounting.lost).toLocaleString("en")}; **lost: ${r.accounting.lost}** (goal 0). Evaluations stored by the run: ${r.stored.toLocaleString("en")}.`,
    `Stored without a 201: ${
      Object.entries(r.accounting.unacknowledged)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ") || "none"
    }. Each of those is whole, as every stored one: without answers ${r.integrity.without_answers}, without category ratings ${r.integrity.without_categories}, without topics ${r.integrity.without_topics}.`,
    "",
    "## Causes the API logged for its 500s",
    "",
    ...(r.apiFailures.length ? r.apiFailures.map((line) => `- \`${line.replace(ANSI_COLOUR, "").trim()}\``) : ["none"]),
    "",
  );
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
