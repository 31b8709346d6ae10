// The release job's queue (EvaluationRelease, kept by triggers on "Evaluation"), its two ways of
// finding due evaluations, the incremental aggregates and all-or-nothing runs
// (migration 20261125000000_evaluation_release, lib/evaluations/publish-due-evaluations.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/create-client";
import { listMigrations, migrate } from "@/lib/db/migrate";
import { refreshAggregatesForConsultants, refreshCompanyAggregates, refreshConsultantAggregates } from "@/lib/consultants/aggregates";
import { publishDueEvaluations } from "@/lib/evaluations/publish-due-evaluations";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { dropDatabase, urlFor, withAdmin } from "@/tests/support/postgres";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { createCompany, createConsultant, submissionFor, submitAndConfirm, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";
import { consultantActor } from "@/tests/support/actors";
import { singleRow } from "@/lib/db/single-row";

const DAY = 86_400_000;

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  process.env.DATABASE_URL = test.url;
});
afterAll(async () => test.drop());

type Seed = { rating: number; dueInDays?: number; hidden?: boolean; state?: "inReview" | "published" };

/** Inserts evaluations by hand (bypassing the services) and refreshes the figures as the services would; one id per seed. */
async function insertEvaluations<const S extends readonly Seed[]>(db: Db, consultantId: number, seeds: S): Promise<{ -readonly [K in keyof S]: string }> {
  const ids: string[] = [];
  for (const [i, s] of seeds.entries()) {
    const state = s.state ?? "inReview";
    const row = singleRow(
      await db.$queryRaw<{ id: string }[]>`
      INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "state", "releaseAt", "publishedAt", "editTokenHash",
        "customerHonorific", "customerGivenName", "customerFamilyName", "customerEmail", "nameDisplayStyle", "language",
        "privacyPolicyAndTermsAndConditions", "overallRating", "hiddenAt", "hiddenReason", "emailConfirmedAt")
      VALUES (gen_random_uuid(), ${consultantId}, now() - interval '20 days', now() - interval '20 days', ${state}::"EvaluationState",
        now() + make_interval(days => ${s.dueInDays ?? -1}::int), ${state === "published" ? new Date(Date.now() - DAY) : null}, repeat('0', 64),
        'mr', 'Kunde', ${`Nummer${i}`}, ${`kunde${i}-${Math.random().toString(36).slice(2, 8)}@example.ch`}, 'givenName', 'de',
        true, ${s.rating}, ${s.hidden ? new Date() : null}, ${s.hidden ? "Beleidigend" : null}, now() - interval '20 days')
      RETURNING "id"`,
    );
    ids.push(row.id);
  }
  await refreshAggregatesForConsultants(db, [consultantId]);
  return ids as { -readonly [K in keyof S]: string };
}

const queued = async (db: Db, evaluationId: string) => db.evaluationRelease.findUnique({ where: { evaluationId }, select: { releaseAt: true } });

/** Queue entries of the given consultants' evaluations, and of the given evaluations that no longer exist. */
async function queuedFor(db: Db, consultantIds: number[], evaluationIds: string[] = []): Promise<number> {
  const row = singleRow(
    await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "EvaluationRelease" AS q
    WHERE q."evaluationId" = ANY(${evaluationIds}::uuid[])
       OR q."evaluationId" IN (SELECT "id" FROM "Evaluation" WHERE "consultantId" = ANY(${consultantIds}::int[]))`,
  );
  return row.n;
}

describe("the release queue", () => {
  it("holds every evaluation created in review with its release date, and follows edits that move it", async () => {
    const consultant = await createConsultant(test.db);
    const [inReview, published] = await insertEvaluations(test.db, consultant.id, [
      { rating: 5, dueInDays: 3 },
      { rating: 4, state: "published" },
    ]);
    const evaluation = await test.db.evaluation.findUniqueOrThrow({ where: { id: inReview } });
    expect(await queued(test.db, inReview)).toEqual({ releaseAt: evaluation.releaseAt });
    expect(await queued(test.db, published)).toBeNull();

    // The customer edits a good evaluation into a bad one: released after 7 days instead of 14.
    const email = "edit.queue@kunden.example";
    const created = await submitAndConfirm(await submissionFor(test.db, consultant.id, { email }), { db: test.db, policy });
    expect((await queued(test.db, created.id))?.releaseAt).toEqual(created.releaseAt);
    const edited = await submitEvaluation(
      { ...(await submissionFor(test.db, consultant.id, { quality: "bad", email })), id: created.id, editToken: created.editToken },
      { db: test.db, policy, now: () => new Date(Date.now() + DAY) },
    );
    expect(edited.releaseAt.getTime()).toBeLessThan(created.releaseAt.getTime());
    expect((await queued(test.db, created.id))?.releaseAt).toEqual(edited.releaseAt);

    // Merging profiles moves the entry to the other consultant, whose partition the release job dequeues.
    const other = await createConsultant(test.db);
    await test.db.$executeRaw`UPDATE "Evaluation" SET "consultantId" = ${other.id} WHERE "id" = ${created.id}::uuid`;
    expect(await test.db.evaluationRelease.findUnique({ where: { evaluationId: created.id } })).toMatchObject({ consultantId: other.id });
    await test.db.$executeRaw`UPDATE "Evaluation" SET "consultantId" = ${consultant.id} WHERE "id" = ${created.id}::uuid`;

    // A missing entry is recreated by a move, and the rebuild restores the whole queue.
    await test.db.evaluationRelease.delete({ where: { evaluationId: inReview } });
    const moved = new Date(Date.now() + 2 * DAY);
    await test.db.evaluation.update({ where: { id: inReview }, data: { releaseAt: moved } });
    expect((await queued(test.db, inReview))?.releaseAt).toEqual(moved);
    await test.db.$executeRaw`DELETE FROM "EvaluationRelease" WHERE "evaluationId" IN (SELECT "id" FROM "Evaluation" WHERE "consultantId" = ${consultant.id})`;
    expect(await queuedFor(test.db, [consultant.id])).toBe(0);
    await test.db.$executeRaw`SELECT evaluation_release_rebuild()`;
    expect(await queuedFor(test.db, [consultant.id])).toBe(2);
  });
});

describe.each([
  { path: "queue", sweep: false },
  { path: "sweep", sweep: true },
])("the release job ($path)", ({ sweep }) => {
  it("publishes exactly what is due, drops stale queue entries, and leaves figures that a full refresh would not change", async () => {
    // Nothing left in review from other tests: the counts below are this test's alone.
    await publishDueEvaluations({ db: test.db, now: () => new Date(Date.now() + 60 * DAY) });
    const company = await createCompany(test.db);
    const member = await createConsultant(test.db, { companyId: company.id, languages: ["fr", "de"] });
    const admin = await createConsultant(test.db, { companyId: company.id });
    await test.db.consultant.update({ where: { id: admin.id }, data: { companyLinkState: "administrator" } });
    const requested = await createConsultant(test.db, { companyId: company.id });
    await test.db.consultant.update({ where: { id: requested.id }, data: { companyLinkState: "requestedByConsultant" } });
    const disabled = await createConsultant(test.db, { companyId: company.id, state: "disabled" });

    // 5, 4 and 4 average to 4.33 (a rounded average cannot be added to; the stored sum can).
    await insertEvaluations(test.db, member.id, [{ rating: 5 }, { rating: 4 }, { rating: 4, dueInDays: 2 }, { rating: 1, hidden: true }]);
    await insertEvaluations(test.db, member.id, [{ rating: 4, state: "published" }]);
    const [early, gone] = await insertEvaluations(test.db, admin.id, [{ rating: 2 }, { rating: 3 }, { rating: 4.5 }, { rating: 3.7, dueInDays: 5 }]);
    await insertEvaluations(test.db, requested.id, [{ rating: 5 }]);
    await insertEvaluations(test.db, disabled.id, [{ rating: 1 }]);
    const everyone = [member.id, admin.id, requested.id, disabled.id];
    await refreshCompanyAggregates(test.db, [company.id]);

    // Published early by the consultant, and deleted: their queue entries are stale.
    await publishEvaluation(consultantActor(admin.id), early, { db: test.db });
    await test.db.evaluation.delete({ where: { id: gone } });
    await refreshAggregatesForConsultants(test.db, [admin.id]);
    const earlyPublishedAt = (await test.db.evaluation.findUniqueOrThrow({ where: { id: early } })).publishedAt;
    expect(await queuedFor(test.db, everyone, [gone])).toBe(10);

    const result = await publishDueEvaluations({ db: test.db, sweep });
    // member: 5, 4 and the hidden one; admin: 4.5; requested: 5; disabled: 1.
    expect(result).toMatchObject({ published: 6, consultants: 4, skipped: false });
    expect(await test.db.evaluation.count({ where: { consultantId: { in: everyone }, state: "inReview" } })).toBe(2);
    expect((await test.db.evaluation.findUniqueOrThrow({ where: { id: early } })).publishedAt).toEqual(earlyPublishedAt);
    expect(await queuedFor(test.db, everyone, [gone])).toBe(2);

    const memberRow = await test.db.consultant.findUniqueOrThrow({ where: { id: member.id } });
    expect([memberRow.ratingCount, memberRow.ratingSum.toFixed(2), memberRow.ratingAverage.toFixed(2), memberRow.evaluationCount]).toEqual([
      3,
      "13.00",
      "4.33",
      4,
    ]);
    // Accepted and administrator members count; a pending request and a disabled profile do not.
    const companyRow = await test.db.company.findUniqueOrThrow({ where: { id: company.id } });
    expect([companyRow.ratingCount, companyRow.ratingSum.toFixed(2), companyRow.ratingAverage.toFixed(2)]).toEqual([5, "19.50", "3.90"]);
    expect(await refreshConsultantAggregates(test.db, everyone)).toBe(0);
    expect(await refreshCompanyAggregates(test.db, [company.id])).toBe(0);

    // One e-mail per consultant with visible publications, in their language; none to the disabled.
    const mails = await test.db.emailMessage.findMany({
      where: { purpose: "evaluationPublished", recipientEmail: { in: [member, admin, requested, disabled].map((c) => c.email!) } },
      orderBy: { recipientEmail: "asc" },
    });
    expect(mails.map((m) => [m.recipientEmail, m.locale]).sort()).toEqual(
      [
        [member.email, "fr"],
        [admin.email, "de"],
        [requested.email, "de"],
      ].sort() as string[][],
    );
    const memberMail = mails.find((m) => m.recipientEmail === member.email)!;
    expect((memberMail.values as { text: string }).text).toMatch(/^2 /);

    // Idempotent; later, the rest becomes due.
    expect(await publishDueEvaluations({ db: test.db, sweep })).toMatchObject({ published: 0 });
    const later = await publishDueEvaluations({ db: test.db, sweep, now: () => new Date(Date.now() + 6 * DAY) });
    expect(later.published).toBeGreaterThanOrEqual(2);
    expect(await queuedFor(test.db, everyone, [gone])).toBe(0);
    expect(await refreshConsultantAggregates(test.db, everyone)).toBe(0);
    expect(await refreshCompanyAggregates(test.db, [company.id])).toBe(0);
  });
});

describe("figures written behind the services' back", () => {
  it("are recomputed rather than added to, so that one consultant neither stops the job nor keeps wrong figures", async () => {
    const company = await createCompany(test.db);
    const drifted = await createConsultant(test.db, { companyId: company.id });
    const colleague = await createConsultant(test.db, { companyId: company.id });
    await insertEvaluations(test.db, colleague.id, [{ rating: 5 }]);
    // Inserted without refreshing: the stored figures still say no evaluations at all.
    await test.db.$executeRaw`
      INSERT INTO "Evaluation" ("id", "consultantId", "releaseAt", "editTokenHash", "customerHonorific", "customerGivenName", "customerFamilyName",
        "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt")
      SELECT gen_random_uuid(), ${drifted.id}, now() - interval '1 day', repeat('0', 64), 'mr', 'K', 'K', 'k' || g || '@example.ch',
        'givenName', 'de', true, 2, now() FROM generate_series(1, 3) AS g`;

    const result = await publishDueEvaluations({ db: test.db });
    expect(result.published).toBeGreaterThanOrEqual(4);
    expect(await test.db.consultant.findUniqueOrThrow({ where: { id: drifted.id } })).toMatchObject({ ratingCount: 3, evaluationCount: 3 });
    expect((await test.db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingAverage.toFixed(2)).toBe("2.75");
    expect(await refreshConsultantAggregates(test.db, [drifted.id, colleague.id])).toBe(0);
    expect(await refreshCompanyAggregates(test.db, [company.id])).toBe(0);
  });
});

describe("a run that fails midway", () => {
  it("leaves nothing half-written, and the next run does all of it", async () => {
    const company = await createCompany(test.db);
    const consultant = await createConsultant(test.db, { companyId: company.id });
    const ids = await insertEvaluations(test.db, consultant.id, [{ rating: 5 }, { rating: 3 }]);
    await refreshCompanyAggregates(test.db, [company.id]);
    const before = await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } });

    // The last step, the e-mails, fails: publication, queue and figures must all roll back.
    await test.db.$executeRawUnsafe(`CREATE FUNCTION "_fail"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$`);
    await test.db.$executeRawUnsafe(`CREATE TRIGGER "_fail" BEFORE INSERT ON "EmailMessage" FOR EACH STATEMENT EXECUTE FUNCTION "_fail"()`);
    try {
      await expect(publishDueEvaluations({ db: test.db })).rejects.toThrow(/outbox down/);
    } finally {
      await test.db.$executeRawUnsafe(`DROP TRIGGER "_fail" ON "EmailMessage"`);
      await test.db.$executeRawUnsafe(`DROP FUNCTION "_fail"()`);
    }
    expect(await test.db.evaluation.count({ where: { id: { in: ids }, state: "inReview" } })).toBe(2);
    expect(await test.db.evaluationRelease.count({ where: { evaluationId: { in: ids } } })).toBe(2);
    expect(await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({
      ratingCount: before.ratingCount,
      ratingSum: before.ratingSum,
    });
    expect(await test.db.emailMessage.count({ where: { recipientEmail: consultant.email! } })).toBe(0);

    const retried = await publishDueEvaluations({ db: test.db });
    expect(retried.published).toBeGreaterThanOrEqual(2);
    expect(await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({ ratingCount: 2 });
    expect((await test.db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingAverage.toFixed(2)).toBe("4.00");
    expect(await test.db.emailMessage.count({ where: { recipientEmail: consultant.email! } })).toBe(1);
  });
});

describe("the migration on existing data", () => {
  const name = `bw_release_migrate_${process.pid}_${Date.now().toString(36)}`;
  const url = urlFor(name);
  afterAll(async () => dropDatabase(name));

  it("queues what is in review and derives the sums, counts and averages from the evaluations", async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    const dir = mkdtempSync(path.join(tmpdir(), "bw-migrations-"));
    for (const m of listMigrations().filter((m) => m.name < "20261125000000")) {
      mkdirSync(path.join(dir, m.name));
      writeFileSync(path.join(dir, m.name, "migration.sql"), m.sql);
    }
    await migrate(url, dir);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows: companies } = await client.query<{ id: number }>(
        `INSERT INTO "Company" ("number", "name", "streetName", "streetNumber", "postalCode", "city", "canton", "email", "updatedAt")
         VALUES ('M-1', 'Firma', 'Weg', '1', '3000', 'Bern', 'BE', 'firma@example.ch', now()) RETURNING "id"`,
      );
      const company = singleRow(companies);
      const { rows: consultants } = await client.query<{ id: number }>(
        `INSERT INTO "Consultant" ("number", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton",
           "publicEmail", "state", "companyId", "companyLinkState", "updatedAt")
         VALUES ('M-1', 'mr', 'Max', 'Muster', 'Weg', '1', '8001', 'Zürich', 'ZH', 'max@example.ch', 'active', $1, 'accepted', now()) RETURNING "id"`,
        [company.id],
      );
      const consultant = singleRow(consultants);
      // Figures as the old code stored them (no sum): 5 and 4 published, 2 hidden, 3 in review.
      await client.query(
        `INSERT INTO "Evaluation" ("id", "consultantId", "state", "releaseAt", "publishedAt", "editTokenHash", "customerHonorific", "customerGivenName",
           "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "hiddenAt", "hiddenReason")
         SELECT gen_random_uuid(), $1, v.state::"EvaluationState", now() + interval '3 days', CASE WHEN v.state = 'published' THEN now() END, repeat('0', 64),
                'mr', 'K', 'K', 'k' || v.n || '@example.ch', 'givenName', 'de', true, v.rating,
                CASE WHEN v.hidden THEN now() END, CASE WHEN v.hidden THEN 'x' END
         FROM (VALUES (1, 'published', 5, false), (2, 'published', 4, false), (3, 'published', 2, true), (4, 'inReview', 3, false)) AS v(n, state, rating, hidden)`,
        [consultant.id],
      );
      await client.query(`UPDATE "Consultant" SET "ratingAverage" = 4.5, "ratingCount" = 2, "evaluationCount" = 3`);
      await client.query(`UPDATE "Company" SET "ratingAverage" = 4.5, "ratingCount" = 2`);
    } finally {
      await client.end();
    }

    // The two migrations under test come first; later ones (any number) follow them.
    expect((await migrate(url)).applied.slice(0, 2)).toEqual(["20261125000000_evaluation_release", "20261126000000_search_indexes"]);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const { rows: queue } = await check.query(
        `SELECT q."evaluationId" FROM "EvaluationRelease" q JOIN "Evaluation" e ON e."id" = q."evaluationId" AND e."consultantId" = q."consultantId" WHERE e."state" = 'inReview'`,
      );
      expect(queue).toHaveLength(1);
      expect((await check.query(`SELECT count(*)::int AS n FROM "EvaluationRelease"`)).rows[0].n).toBe(1);
      const {
        rows: [c],
      } = await check.query(`SELECT "ratingSum"::text, "ratingCount", "ratingAverage"::text, "evaluationCount" FROM "Consultant"`);
      expect(c).toEqual({ ratingSum: "9.00", ratingCount: 2, ratingAverage: "4.50", evaluationCount: 3 });
      const {
        rows: [co],
      } = await check.query(`SELECT "ratingSum"::text, "ratingCount", "ratingAverage"::text FROM "Company"`);
      expect(co).toEqual({ ratingSum: "9.00", ratingCount: 2, ratingAverage: "4.50" });
      const {
        rows: [ff],
      } = await check.query(`SELECT reloptions FROM pg_class WHERE relname = 'Evaluation'`);
      expect(ff.reloptions).toEqual(["fillfactor=50"]);
    } finally {
      await check.end();
    }
  });

  it("leaves no index of Evaluation that names state or publishedAt, so that publishing stays a HOT update", async () => {
    const rows = await test.db.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE tablename = 'Evaluation'`;
    expect(rows.length).toBeGreaterThan(0);
    for (const { indexdef } of rows) expect(indexdef).not.toMatch(/"state"|"publishedAt"/);
  });
});
