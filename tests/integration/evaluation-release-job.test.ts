import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { publishDueEvaluations, PUBLISH_PARTITIONS } from "@/lib/evaluations/publish-due-evaluations";
import { refreshCompanyAggregates, refreshConsultantAggregates } from "@/lib/consultants/aggregates";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { authorizeJobRequest } from "@/lib/evaluations/authorize-job";
import { AppError } from "@/lib/errors";
import { createCompany, createConsultant, submissionFor, submitAndConfirm, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";
import { consultantActor } from "@/tests/support/actors";
import { singleRow } from "@/lib/db/single-row";

const SECRET = "integration-jobs-secret-0123456789";
const DAY = 86_400_000;

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  process.env.DATABASE_URL = test.url;
  process.env.JOBS_SECRET = SECRET;
});
afterAll(async () => test.drop());

/** Inserts `count` evaluations due for release set-based (creation 20 days ago), alternating 5 and 3 stars. */
async function seedDue(db: Db, consultantId: number, count: number, { dueInDays = -1 } = {}) {
  await db.$executeRaw`
    INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "releaseAt", "editTokenHash", "customerHonorific",
      "customerGivenName", "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt")
    SELECT gen_random_uuid(), ${consultantId}, now() - interval '20 days', now() - interval '20 days', now() + make_interval(days => ${dueInDays}::int),
      repeat('0', 64), 'mr', 'Kunde', 'Nummer' || g, 'kunde' || g || '@example.ch', 'givenName', 'de', true, CASE WHEN g % 2 = 0 THEN 5 ELSE 3 END, now() - interval '20 days'
    FROM generate_series(1, ${count}::int) AS g`;
}

async function expectedAverage(db: Db, consultantId: number) {
  const row = singleRow(
    await db.$queryRaw<{ avg: string | null; n: number }[]>`
    SELECT round(avg("overallRating"), 2)::text AS avg, count(*)::int AS n FROM "Evaluation"
    WHERE "consultantId" = ${consultantId} AND "state" = 'published' AND "hiddenAt" IS NULL`,
  );
  return row;
}

describe("the release job", () => {
  it("publishes what is due, leaves the rest, refreshes aggregates, mails each consultant once, and is idempotent", async () => {
    const company = await createCompany(test.db);
    const a = await createConsultant(test.db, { companyId: company.id, languages: ["it"] });
    const b = await createConsultant(test.db, { email: null });
    await seedDue(test.db, a.id, 3);
    await seedDue(test.db, b.id, 2);
    await seedDue(test.db, a.id, 2, { dueInDays: 3 });

    const first = await publishDueEvaluations({ db: test.db });
    expect(first.skipped).toBe(false);
    expect(first.published).toBeGreaterThanOrEqual(5);

    const aRow = await test.db.consultant.findUniqueOrThrow({ where: { id: a.id } });
    expect(aRow.ratingCount).toBe(3);
    expect(aRow.evaluationCount).toBe(5);
    expect(aRow.ratingAverage.toFixed(2)).toBe((await expectedAverage(test.db, a.id)).avg);
    const companyRow = await test.db.company.findUniqueOrThrow({ where: { id: company.id } });
    expect(companyRow.ratingCount).toBe(3);
    expect(await test.db.evaluation.count({ where: { consultantId: a.id, state: "inReview" } })).toBe(2);

    const mails = await test.db.emailMessage.findMany({ where: { purpose: "evaluationPublished", recipientEmail: a.email! } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("it");
    const values = mails[0]!.values as { text: string; headline: string };
    expect(values.text).toBe("3 valutazioni sono state pubblicate e sono ora visibili sul suo profilo.");
    expect(values.headline).toBe("Buongiorno Anna");

    const second = await publishDueEvaluations({ db: test.db });
    expect(second.published).toBe(0);
    expect(await test.db.emailMessage.count({ where: { purpose: "evaluationPublished", recipientEmail: a.email! } })).toBe(1);

    // Three days later the rest is due.
    const later = await publishDueEvaluations({ db: test.db, now: () => new Date(Date.now() + 4 * DAY) });
    expect(later.published).toBe(2);
    expect((await test.db.consultant.findUniqueOrThrow({ where: { id: a.id } })).ratingCount).toBe(5);
  });

  it("publishes each evaluation exactly once when two runners start at once, with the right aggregates", async () => {
    const company = await createCompany(test.db);
    const consultants = await Promise.all([1, 2, 3, 4].map(() => createConsultant(test.db, { companyId: company.id })));
    for (const c of consultants) await seedDue(test.db, c.id, 50);
    // A consultant publishing early at the same moment must not leave a stale average either.
    const early = await submitAndConfirm(await submissionFor(test.db, consultants[0]!.id, { quality: "bad" }), { db: test.db, policy });

    const runnerA = createPrismaClient(test.url, 3);
    const runnerB = createPrismaClient(test.url, 3);
    try {
      const results = await Promise.all([
        publishDueEvaluations({ db: runnerA }),
        publishDueEvaluations({ db: runnerB }),
        publishEvaluation(consultantActor(consultants[0]!.id), early.id, { db: runnerA }),
      ]);
      const [ra, rb] = results;
      expect(ra.published + rb.published).toBe(200);
      expect(await test.db.evaluation.count({ where: { consultantId: { in: consultants.map((c) => c.id) }, state: "inReview" } })).toBe(0);
      const mails = await test.db.emailMessage.count({ where: { purpose: "evaluationPublished", recipientEmail: { in: consultants.map((c) => c.email!) } } });
      expect(mails).toBe(4);
    } finally {
      await runnerA.$disconnect();
      await runnerB.$disconnect();
    }
    for (const c of consultants) {
      const row = await test.db.consultant.findUniqueOrThrow({ where: { id: c.id } });
      const expected = await expectedAverage(test.db, c.id);
      expect(row.ratingCount).toBe(expected.n);
      expect(row.ratingAverage.toFixed(2)).toBe(expected.avg);
    }
    expect((await test.db.consultant.findUniqueOrThrow({ where: { id: consultants[0]!.id } })).ratingCount).toBe(51);
    const companyRow = await test.db.company.findUniqueOrThrow({ where: { id: company.id } });
    expect(companyRow.ratingCount).toBe(201);
  });

  it.each([PUBLISH_PARTITIONS, 3])(
    "publishes every partition's consultants (%i at once) and adds to a company's figures from each of them",
    async (partitions) => {
      // Nothing left in review from other tests: the counts below are this test's alone.
      await publishDueEvaluations({ db: test.db, now: () => new Date(Date.now() + 60 * DAY) });
      const companies = [await createCompany(test.db), await createCompany(test.db)];
      const members = [];
      for (let i = 0; i < 2 * partitions; i++) members.push(await createConsultant(test.db, { companyId: companies[Math.floor(i / partitions)]!.id }));
      const alone = await createConsultant(test.db);
      const consultants = [...members, alone];
      // Each company has members in every partition ("consultantId" % partitions): consecutive ids.
      for (const company of companies) {
        const ids = members.filter((m) => m.companyId === company.id).map((m) => m.id % partitions);
        expect(new Set(ids).size).toBe(Math.min(partitions, ids.length));
      }
      for (const [i, c] of consultants.entries()) await seedDue(test.db, c.id, 3 + i);
      await refreshConsultantAggregates(
        test.db,
        consultants.map((c) => c.id),
      );
      await refreshCompanyAggregates(
        test.db,
        companies.map((c) => c.id),
      );
      const due = consultants.reduce((sum, _, i) => sum + 3 + i, 0);

      const result = await publishDueEvaluations({ db: test.db, partitions });
      expect(result).toEqual({ published: due, consultants: consultants.length, skipped: false });
      expect(await test.db.evaluation.count({ where: { consultantId: { in: consultants.map((c) => c.id) }, state: "inReview" } })).toBe(0);
      expect(await test.db.evaluationRelease.count()).toBe(0);
      for (const c of consultants) {
        const row = await test.db.consultant.findUniqueOrThrow({ where: { id: c.id } });
        const expected = await expectedAverage(test.db, c.id);
        expect([row.ratingCount, row.ratingAverage.toFixed(2)]).toEqual([expected.n, expected.avg]);
      }
      for (const company of companies) {
        const seeded = members.flatMap((m, i) => (m.companyId === company.id ? [3 + i] : [])).reduce((a, b) => a + b, 0);
        expect((await test.db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingCount).toBe(seeded);
      }
      // What a full recomputation from every evaluation would write: nothing differs.
      expect(
        await refreshConsultantAggregates(
          test.db,
          consultants.map((c) => c.id),
        ),
      ).toBe(0);
      expect(
        await refreshCompanyAggregates(
          test.db,
          companies.map((c) => c.id),
        ),
      ).toBe(0);
      const mails = await test.db.emailMessage.count({ where: { purpose: "evaluationPublished", recipientEmail: { in: consultants.map((c) => c.email!) } } });
      expect(mails).toBe(consultants.length);
      expect(await publishDueEvaluations({ db: test.db, partitions })).toEqual({ published: 0, consultants: 0, skipped: false });
    },
  );

  it("commits each partition on its own: a failing one keeps its evaluations, figures and queue entries for the next run", async () => {
    await publishDueEvaluations({ db: test.db, now: () => new Date(Date.now() + 60 * DAY) });
    const company = await createCompany(test.db);
    const first = await createConsultant(test.db, { companyId: company.id });
    const second = await createConsultant(test.db, { companyId: company.id });
    const [failing, passing] = first.id % 2 === 0 ? [first, second] : [second, first];
    await seedDue(test.db, failing.id, 4);
    await seedDue(test.db, passing.id, 2);
    await refreshConsultantAggregates(test.db, [failing.id, passing.id]);
    await refreshCompanyAggregates(test.db, [company.id]);

    // The e-mail of one partition's consultant fails: that partition rolls back, the other commits.
    await test.db.$executeRawUnsafe(
      `CREATE FUNCTION "_fail_one"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW."recipientEmail" = '${failing.email}' THEN RAISE EXCEPTION 'mailbox down'; END IF; RETURN NEW; END $$`,
    );
    await test.db.$executeRawUnsafe(`CREATE TRIGGER "_fail_one" BEFORE INSERT ON "EmailMessage" FOR EACH ROW EXECUTE FUNCTION "_fail_one"()`);
    try {
      await expect(publishDueEvaluations({ db: test.db, partitions: 2 })).rejects.toThrow(/mailbox down/);
    } finally {
      await test.db.$executeRawUnsafe(`DROP TRIGGER "_fail_one" ON "EmailMessage"`);
      await test.db.$executeRawUnsafe(`DROP FUNCTION "_fail_one"()`);
    }
    const inReview = (consultantId: number) => test.db.evaluation.count({ where: { consultantId, state: "inReview" } });
    expect([await inReview(failing.id), await inReview(passing.id)]).toEqual([4, 0]);
    expect(await test.db.consultant.findUniqueOrThrow({ where: { id: failing.id } })).toMatchObject({ ratingCount: 0 });
    expect(await test.db.consultant.findUniqueOrThrow({ where: { id: passing.id } })).toMatchObject({ ratingCount: 2 });
    expect((await test.db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingCount).toBe(2);
    // The passing partition dequeued only its own evaluations, so the queue still finds the others.
    expect(await test.db.evaluationRelease.count()).toBe(4);

    const retried = await publishDueEvaluations({ db: test.db, partitions: 2, sweep: false });
    expect(retried).toEqual({ published: 4, consultants: 1, skipped: false });
    expect((await test.db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingCount).toBe(6);
    expect(await refreshCompanyAggregates(test.db, [company.id])).toBe(0);
    expect(await test.db.emailMessage.count({ where: { purpose: "evaluationPublished", recipientEmail: { in: [failing.email!, passing.email!] } } })).toBe(2);
  });

  it("runs through POST /api/jobs/publish-evaluations only with the secret", async () => {
    const { POST } = await import("@/app/api/jobs/publish-evaluations/route");
    const call = (authorization?: string) =>
      POST(new Request("http://localhost/api/jobs/publish-evaluations", { method: "POST", headers: authorization ? { authorization } : {} }), {
        params: Promise.resolve({}),
      });
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong-secret-wrong-secret")).status).toBe(403);
    const consultant = await createConsultant(test.db);
    await seedDue(test.db, consultant.id, 2);
    await test.db.rateLimitBucket.createMany({
      data: [
        { key: "job-test:whole-again", tat: new Date(Date.now() - 60_000) },
        { key: "job-test:still-spent", tat: new Date(Date.now() + 3_600_000) },
      ],
    });
    const ok = await call(`Bearer ${SECRET}`);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { published: number; skipped: boolean; emails: { sent: number }; rateLimitBuckets: number };
    expect(body).toMatchObject({ published: 2, skipped: false });
    // A budget that is whole again is forgotten (the table would otherwise grow with every client); a spent one stays.
    expect(body.rateLimitBuckets).toBeGreaterThanOrEqual(1);
    expect((await test.db.rateLimitBucket.findMany({ where: { key: { startsWith: "job-test:" } } })).map((b) => b.key)).toEqual(["job-test:still-spent"]);
    // The same run delivers the outbox; without SMTP nothing is sent and the messages stay queued.
    expect(body.emails).toMatchObject({ sent: 0 });
    expect(await test.db.emailMessage.count({ where: { status: "pending", purpose: { not: "" } } })).toBeGreaterThan(0);

    const error = (() => {
      try {
        authorizeJobRequest(new Request("http://localhost/", { headers: { authorization: `Bearer ${SECRET}` } }), null);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });
});
