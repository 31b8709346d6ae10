// The moderation queue, the audit, /transparency and the fairness record's due-process counts (issue 30) on
// the large data set (`npm run db:seed:large`). The seed writes no due-process rows, so this script first
// fills them in proportion to the evaluations, inside PostgreSQL (INSERT … SELECT, random() seeded), once:
//   per 1,000,000 evaluations, spread over the last 13 months: 20,000 holds by rule (three in four
//   released), 5,000 confirmed visitor notices (and 500 unconfirmed), 2,000 consultants' reports,
//   3,000 disputes, 600 appeals; the open ones are the last weeks' (a queue of a few hundred).
//   BENCH_DATABASE_URL=… npx tsx bench/due-process.ts
import "@/scripts/server-only-hook";
import { resolveDatabase } from "./support/database";
import { ms, summarize, timeRuns } from "./support/stats";
import { backendCpuMs } from "./support/server-cpu";
import { platformAdmin } from "@/tests/support/actors";
import { singleRow } from "@/lib/db/single-row";

const SAMPLES = 100;

async function fill(db: import("@/lib/db/create-client").Db): Promise<void> {
  const { n } = singleRow(await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "ModerationDecision"`);
  if (n > 0) return;
  const { evaluations } = singleRow(await db.$queryRaw<{ evaluations: number }[]>`SELECT count(*)::int AS "evaluations" FROM "Evaluation"`);
  const per = (perMillion: number) => Math.max(1, Math.round((evaluations / 1_000_000) * perMillion));
  const started = performance.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT setseed(0.3030)`;
      // A sample of evaluations to attach everything to (each at most once per kind, as the unique keys want).
      await tx.$executeRaw`CREATE TEMP TABLE "bench_sample" ON COMMIT DROP AS
        SELECT e."id", e."consultantId", row_number() OVER () AS "k"
        FROM (SELECT "id", "consultantId" FROM "Evaluation" WHERE "emailConfirmedAt" IS NOT NULL ORDER BY random() LIMIT ${per(40_000)}) AS e`;
      // Holds by rule, three in four released by a moderator some days later.
      await tx.$executeRaw`INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedAt")
        SELECT 'review', s."id", s."consultantId", 'held', 'rule',
          (ARRAY['burst','sharedNetwork','consultantDomain','consultantNetwork','repeatedText','repeatedName','negativeWave'])[1 + (s."k" % 7)],
          TRUE, now() - random() * interval '395 days'
        FROM "bench_sample" AS s WHERE s."k" <= ${per(20_000)}`;
      await tx.$executeRaw`INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedById", "decidedAt")
        SELECT 'review', m."evaluationId", m."consultantId", 'released', 'moderator', m."ground", FALSE, 'bench-admin', m."decidedAt" + random() * interval '5 days'
        FROM "ModerationDecision" AS m WHERE m."source" = 'rule' AND m."id" % 4 <> 0`;
      // Visitors' notices: decided ones with their decision, open ones from the last two weeks, some unconfirmed.
      await tx.$executeRaw`WITH "n" AS (
          SELECT s.*, now() - random() * interval '395 days' AS "createdAt" FROM "bench_sample" AS s
          WHERE s."k" > ${per(20_000)} AND s."k" <= ${per(20_000) + per(5_000)}),
        "d" AS (
          INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedById", "decidedAt")
          SELECT 'review', n."id", n."consultantId", CASE WHEN n."k" % 3 = 0 THEN 'hidden' ELSE 'kept' END::"DecisionOutcome", 'notice', 'insultOrThreat', FALSE, 'bench-admin',
            n."createdAt" + random() * interval '6 days'
          FROM "n" WHERE n."createdAt" < now() - interval '14 days' RETURNING "id", "evaluationId", "decidedAt")
        INSERT INTO "ModerationNotice" ("subject", "evaluationId", "consultantId", "reason", "explanation", "reporterName", "reporterEmail", "reporterEmailKey", "locale", "goodFaith", "status", "confirmedAt", "decisionId", "createdAt")
        SELECT 'review', n."id", n."consultantId",
          (ARRAY['inappropriateContent','falsePresentationOfFacts','guidelineViolation','suspectedManipulation','otherReasons','personalDataOfOthers','insultOrThreat','illegalContent'])[1 + (n."k" % 8)]::"NoticeReason",
          'bench', 'Bench Reporter', 'r' || n."k" || '@example.ch', 'r' || n."k" || '@example.ch', 'de', TRUE,
          CASE WHEN d."id" IS NOT NULL THEN 'decided' WHEN n."k" % 10 = 0 THEN 'unconfirmed' ELSE 'open' END::"NoticeStatus",
          CASE WHEN d."id" IS NOT NULL OR n."k" % 10 <> 0 THEN n."createdAt" END, d."id", n."createdAt"
        FROM "n" LEFT JOIN "d" ON d."evaluationId" = n."id"`;
      // Consultants' reports (the older route), most decided within days.
      await tx.$executeRaw`INSERT INTO "EvaluationReport" ("evaluationId", "consultantId", "reason", "comment", "status", "createdAt", "decidedAt", "decidedById")
        SELECT s."id", s."consultantId", (ARRAY['inappropriateContent','falsePresentationOfFacts','guidelineViolation','suspectedManipulation','otherReasons'])[1 + (s."k" % 5)]::"ReportReason", 'bench',
          CASE WHEN s."k" % 5 = 0 THEN 'open' WHEN s."k" % 2 = 0 THEN 'hidden' ELSE 'kept' END::"ReportStatus", t."at",
          CASE WHEN s."k" % 5 <> 0 THEN t."at" + random() * interval '4 days' END, CASE WHEN s."k" % 5 <> 0 THEN 'bench-admin' END
        FROM "bench_sample" AS s, LATERAL (SELECT now() - random() * interval '395 days' AS "at") AS t
        WHERE s."k" > ${per(25_000)} AND s."k" <= ${per(27_000)}`;
      // Disputes: the last month's still running, the older ones decided (one in five unanswered) or rejected.
      await tx.$executeRaw`WITH "p" AS (
          SELECT s.*, now() - random() * interval '395 days' AS "createdAt" FROM "bench_sample" AS s
          WHERE s."k" > ${per(27_000)} AND s."k" <= ${per(30_000)}),
        "d" AS (
          INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedById", "decidedAt")
          SELECT 'review', p."id", p."consultantId",
            (CASE p."k" % 5 WHEN 0 THEN 'hidden' WHEN 1 THEN 'disputeRejected' WHEN 2 THEN 'edited' ELSE 'kept' END)::"DecisionOutcome",
            CASE WHEN p."k" % 5 = 0 THEN 'deadline' ELSE 'consultant' END::"DecisionSource",
            CASE WHEN p."k" % 5 = 0 THEN 'disputeUnanswered' ELSE 'falseFacts' END, p."k" % 5 = 0,
            CASE WHEN p."k" % 5 <> 0 THEN 'bench-admin' END, p."createdAt" + interval '1 day' * (1 + p."k" % 16)
          FROM "p" WHERE p."createdAt" < now() - interval '30 days' RETURNING "id", "evaluationId", "outcome")
        INSERT INTO "EvaluationDispute" ("evaluationId", "consultantId", "reason", "explanation", "status", "answerDueAt", "reviewerAnsweredAt", "decisionId", "createdAt")
        SELECT p."id", p."consultantId", (ARRAY['notMyClient','falseFacts','other'])[1 + (p."k" % 3)]::"DisputeReason", 'bench',
          (CASE WHEN d."outcome" = 'disputeRejected' THEN 'rejected' WHEN d."id" IS NOT NULL THEN 'decided'
            ELSE (ARRAY['screening','awaitingReviewer','answered'])[1 + (p."k" % 3)] END)::"DisputeStatus",
          p."createdAt" + interval '15 days', CASE WHEN p."k" % 3 = 2 THEN p."createdAt" + interval '5 days' END, d."id", p."createdAt"
        FROM "p" LEFT JOIN "d" ON d."evaluationId" = p."id"`;
      // Appeals against decisions made by people or deadlines, one in three reversed; the last fortnight's open.
      await tx.$executeRaw`WITH "a" AS (
          SELECT m.*, row_number() OVER (ORDER BY m."id") AS "k" FROM "ModerationDecision" AS m
          WHERE m."source" IN ('notice', 'consultant', 'deadline') ORDER BY m."id" LIMIT ${per(600)}),
        "o" AS (
          INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedById", "decidedAt", "appealedDecisionId")
          SELECT 'review', a."evaluationId", a."consultantId",
            CASE WHEN a."k" % 3 = 0 THEN (CASE WHEN a."outcome" = 'hidden' THEN 'restored' ELSE 'hidden' END)::"DecisionOutcome" ELSE a."outcome" END,
            'appeal', 'appeal', FALSE, 'bench-admin-2', least(now(), a."decidedAt" + interval '10 days'), a."id"
          FROM "a" WHERE a."decidedAt" < now() - interval '14 days' RETURNING "id", "appealedDecisionId")
        INSERT INTO "ModerationAppeal" ("decisionId", "party", "text", "status", "outcomeDecisionId", "createdAt")
        SELECT a."id", CASE WHEN a."k" % 2 = 0 THEN 'reviewer' ELSE 'consultant' END::"AppealParty", 'bench',
          CASE WHEN o."id" IS NULL THEN 'open' ELSE 'decided' END::"AppealStatus", o."id", least(now(), a."decidedAt" + interval '3 days')
        FROM "a" LEFT JOIN "o" ON o."appealedDecisionId" = a."id"`;
    },
    { timeout: 600_000 },
  );
  await db.$executeRawUnsafe(`ANALYZE "ModerationDecision", "ModerationNotice", "EvaluationDispute", "ModerationAppeal", "EvaluationReport"`);
  console.log(`due-process rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  const { db } = await import("@/lib/db/client");
  const { transparencyFigures } = await import("@/lib/transparency/transparency-figures");
  const { listModerationQueue } = await import("@/lib/moderation/case-queue");
  const { listModerationDecisions } = await import("@/lib/moderation/decision-audit");
  const { fairnessRecord } = await import("@/lib/evaluations/fairness-record");
  await fill(db());

  const counts = await db().$queryRaw<Record<string, number>[]>`
    SELECT (SELECT count(*) FROM "Evaluation")::int AS "evaluations", (SELECT count(*) FROM "ModerationDecision")::int AS "decisions",
      (SELECT count(*) FROM "ModerationNotice")::int AS "notices", (SELECT count(*) FROM "EvaluationReport")::int AS "reports",
      (SELECT count(*) FROM "EvaluationDispute")::int AS "disputes", (SELECT count(*) FROM "ModerationAppeal")::int AS "appeals"`;
  console.log(`data: ${JSON.stringify(counts[0])}`);
  const admin = platformAdmin();
  const busiest = await db().$queryRaw<{ consultantId: number }[]>`
    SELECT "consultantId" FROM "ModerationDecision" WHERE "consultantId" IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 5`;
  const byEvaluations = await db().$queryRaw<{ consultantId: number }[]>`
    SELECT "id" AS "consultantId" FROM "Consultant" ORDER BY "ratingCount" DESC LIMIT 3`;
  const profiles = [...busiest, ...byEvaluations].map((r) => r.consultantId);
  const oldest = await listModerationDecisions(admin, {});
  let deep = oldest.nextAfter ?? undefined;
  for (let i = 0; i < 50 && deep; i++) deep = (await listModerationDecisions(admin, { after: deep })).nextAfter ?? undefined;
  const month = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 7);

  const scenarios: [string, (i: number) => Promise<unknown>][] = [
    ["/transparency: all figures (6 statements in parallel)", () => transparencyFigures()],
    ["moderation queue (open notices, disputes, appeals)", () => listModerationQueue(admin)],
    ["audit, first page", () => listModerationDecisions(admin, {})],
    [`audit, month ${month}, outcome hidden`, () => listModerationDecisions(admin, { month, outcome: "hidden" })],
    ["audit, page 51 (keyset)", () => listModerationDecisions(admin, { after: deep })],
    ["fairness record, busiest profiles", (i) => fairnessRecord(profiles[i % profiles.length]!)],
  ];
  // Wall time on a shared machine includes waiting for a core; the PostgreSQL CPU per call does not.
  const cpu = () => backendCpuMs((sql, ...values) => db().$queryRaw(sql, ...values), database.name);
  const load = (await import("node:os")).loadavg()[0]!.toFixed(1);
  console.log(`load average at start: ${load}`);
  console.log(`| Query (${SAMPLES} samples) | p50 | p95 | PostgreSQL CPU per call |`);
  console.log("|---|---|---|---|");
  for (const [name, run] of scenarios) {
    for (let i = 0; i < 10; i++) await run(i); // warm-up, and every pooled connection opened
    const before = await cpu();
    const s = summarize(await timeRuns(run, SAMPLES, 0));
    const after = await cpu();
    const perCall = before === null || after === null ? "n/a" : ms((after - before) / SAMPLES);
    console.log(`| ${name} | ${ms(s.p50)} | ${ms(s.p95)} | ${perCall} |`);
  }
  await db().$disconnect();
  await database.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
