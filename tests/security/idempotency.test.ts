// Idempotency under concurrency, counted in the database itself: triggers record every write to a
// subscription and every transition of an evaluation to "published", so a duplicate that rewrote the
// same values would still be seen. Extends tests/integration/billing-webhooks.test.ts (6 concurrent
// deliveries, outcome count) and evaluation-release-job.test.ts (two job runners at the service level).
import { vi } from "vitest";

const SECRETS = vi.hoisted(() => {
  const secrets = { jobs: "idempotency-jobs-secret-0123456789", webhook: "whsec_idempotency_secret" };
  Object.assign(process.env, {
    JOBS_SECRET: secrets.jobs,
    STRIPE_WEBHOOK_SECRET: secrets.webhook,
    STRIPE_PRICE_ESSENTIAL: "price_essential",
    STRIPE_PRICE_PROFESSIONAL: "price_professional",
    TEAM_EMAIL: "team@test.beraterwahl.ch",
  });
  for (const key of ["STRIPE_SECRET_KEY", "OIDC_ISSUER", "SMTP_URL"]) delete process.env[key];
  return secrets;
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as jobs from "@/app/api/jobs/publish-evaluations/route";
import * as webhook from "@/app/api/webhooks/stripe/route";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { publishDueEvaluations } from "@/lib/evaluations/publish-due-evaluations";
import type { RouteHandler } from "@/lib/http/route";
import { createCompany, createConsultant } from "@/tests/integration/evaluation-fixtures";
import { call, setupApiDatabase } from "@/tests/support/api";
import { signedWebhook, stripeSubscription } from "@/tests/support/stripe-webhooks";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";
import { singleRow } from "@/lib/db/single-row";

const ctx = setupApiDatabase();
let smtp: TestSmtp;

beforeAll(async () => {
  // Read by lib/config on first use, which comes after this.
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  const db = ctx.current();
  await db.$executeRawUnsafe(`CREATE TABLE "_SubscriptionWrite" ("op" text NOT NULL, "consultantId" int)`);
  await db.$executeRawUnsafe(`CREATE FUNCTION "_recordSubscriptionWrite"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO "_SubscriptionWrite" VALUES (TG_OP, coalesce(NEW."consultantId", OLD."consultantId")); RETURN NULL; END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER "_subscriptionWrite" AFTER INSERT OR UPDATE OR DELETE ON "Subscription" FOR EACH ROW EXECUTE FUNCTION "_recordSubscriptionWrite"()`,
  );
  await db.$executeRawUnsafe(`CREATE TABLE "_Publication" ("evaluationId" uuid NOT NULL)`);
  await db.$executeRawUnsafe(`CREATE FUNCTION "_recordPublication"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO "_Publication" VALUES (NEW."id"); RETURN NULL; END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER "_publication" AFTER UPDATE ON "Evaluation" FOR EACH ROW
    WHEN (OLD."state" = 'inReview' AND NEW."state" = 'published') EXECUTE FUNCTION "_recordPublication"()`);
});

afterAll(async () => {
  await smtp?.stop();
});

// ---------------------------------------------------------------- Stripe webhooks

const T0 = Math.floor(Date.now() / 1000) - 60;
let eventCounter = 0;

function subscriptionEvent(type: string, consultantId: number, status: string, created: number) {
  const object = stripeSubscription({ id: `sub_${consultantId}`, customer: `cus_${consultantId}`, consultantId, status, periodEnd: T0 + 30 * 86_400 });
  return { id: `evt_idem_${++eventCounter}`, type, created, data: { object } };
}

function deliver(event: unknown): Promise<Response> {
  // Stripe retries with a fresh signature each time: same event, same id, different header.
  return call(
    webhook.POST as RouteHandler,
    "POST",
    "/api/webhooks/stripe",
    signedWebhook(event, SECRETS.webhook, Math.floor(Date.now() / 1000) - Math.floor(Math.random() * 60)),
  );
}

async function outcomes(responses: Response[]): Promise<string[]> {
  return Promise.all(
    responses.map(async (r) => {
      expect(r.status).toBe(200);
      return ((await r.json()) as { outcome: string }).outcome;
    }),
  );
}

const subscriptionWrites = async (db: Db, consultantId: number) =>
  (await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "_SubscriptionWrite" WHERE "consultantId" = $1`, consultantId))[0]!.n;

describe("the same Stripe event delivered 10 times at once", () => {
  it("is applied once: one subscription write, one recorded event, no e-mail", async () => {
    const db = ctx.current();
    const consultant = await createConsultant(db);
    const mailsBefore = await db.emailMessage.count();
    const created = subscriptionEvent("customer.subscription.created", consultant.id, "active", T0);

    const results = await outcomes(await Promise.all(Array.from({ length: 10 }, () => deliver(created))));
    expect(results.filter((o) => o === "processed")).toHaveLength(1);
    expect(results.filter((o) => o === "duplicate")).toHaveLength(9);
    expect(await subscriptionWrites(db, consultant.id)).toBe(1);
    expect(await db.stripeEvent.count({ where: { id: created.id } })).toBe(1);
    expect(await db.subscription.findUniqueOrThrow({ where: { consultantId: consultant.id } })).toMatchObject({
      status: "active",
      planId: "professional",
      monthlyAmountRappen: 9900,
    });
    // Billing events send no e-mail of their own: a duplicate must not either.
    expect(await db.emailMessage.count()).toBe(mailsBefore);
  });

  it("applies each of two different events once when both arrive 10 times, interleaved", async () => {
    const db = ctx.current();
    const [a, b] = [await createConsultant(db), await createConsultant(db)];
    const forA = subscriptionEvent("customer.subscription.created", a.id, "trialing", T0);
    const forB = subscriptionEvent("customer.subscription.created", b.id, "past_due", T0);
    const deliveries = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? forA : forB));
    const results = await outcomes(await Promise.all(deliveries.map((e) => deliver(e))));
    expect(results.filter((o) => o === "processed")).toHaveLength(2);
    expect(await subscriptionWrites(db, a.id)).toBe(1);
    expect(await subscriptionWrites(db, b.id)).toBe(1);
    expect((await db.subscription.findUniqueOrThrow({ where: { consultantId: a.id } })).status).toBe("trialing");
    expect((await db.subscription.findUniqueOrThrow({ where: { consultantId: b.id } })).status).toBe("pastDue");
  });
});

// ---------------------------------------------------------------- the release job

/** `count` evaluations due for release (created 20 days ago), alternating 5 and 3 stars. */
async function seedDue(db: Db, consultantId: number, count: number) {
  await db.$executeRaw`
    INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "releaseAt", "editTokenHash", "customerHonorific",
      "customerGivenName", "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt")
    SELECT gen_random_uuid(), ${consultantId}, now() - interval '20 days', now() - interval '20 days', now() - interval '1 day',
      repeat('0', 64), 'mr', 'Kunde', 'Nummer' || g, 'kunde' || g || '@example.ch', 'givenName', 'de', true, CASE WHEN g % 2 = 0 THEN 5 ELSE 3 END, now() - interval '20 days'
    FROM generate_series(1, ${count}::int) AS g`;
}

async function expectAggregates(db: Db, consultantId: number, publishedCount: number) {
  const expected = singleRow(
    await db.$queryRaw<{ avg: string; n: number }[]>`
    SELECT round(avg("overallRating"), 2)::text AS avg, count(*)::int AS n FROM "Evaluation"
    WHERE "consultantId" = ${consultantId} AND "state" = 'published' AND "hiddenAt" IS NULL`,
  );
  expect(expected.n).toBe(publishedCount);
  const row = await db.consultant.findUniqueOrThrow({ where: { id: consultantId } });
  expect(row.ratingCount).toBe(publishedCount);
  expect(row.ratingAverage.toFixed(2)).toBe(expected.avg);
}

describe("release job runs at once", () => {
  it("publish each due evaluation exactly once with correct aggregates, via three runners and five concurrent POST /api/jobs/publish-evaluations", async () => {
    const db = ctx.current();
    const company = await createCompany(db);
    const consultants = await Promise.all([1, 2, 3].map(() => createConsultant(db, { companyId: company.id })));
    for (const c of consultants) await seedDue(db, c.id, 40);
    const due = await db.evaluation.findMany({ where: { consultantId: { in: consultants.map((c) => c.id) }, state: "inReview" }, select: { id: true } });
    expect(due).toHaveLength(120);

    // Three servers (own connection pools) running the job, and the cron hitting the endpoint five times.
    const runners = [1, 2, 3].map(() => createPrismaClient(ctx.database().url, 2));
    const authorized = { headers: { authorization: `Bearer ${SECRETS.jobs}` } };
    try {
      const [direct, viaHttp] = await Promise.all([
        Promise.all(runners.map((runner) => publishDueEvaluations({ db: runner }))),
        Promise.all(Array.from({ length: 5 }, (_, i) => call(jobs.POST as RouteHandler, i % 2 ? "GET" : "POST", "/api/jobs/publish-evaluations", authorized))),
      ]);
      const bodies = await Promise.all(
        viaHttp.map(async (r) => {
          expect(r.status).toBe(200);
          return (await r.json()) as { published: number; emails: { sent: number } };
        }),
      );
      const published = [...direct.map((d) => d.published), ...bodies.map((b) => b.published)].reduce((a, b) => a + b, 0);
      expect(published).toBe(120);
    } finally {
      await Promise.all(runners.map((r) => r.$disconnect()));
    }

    const transitions = await db.$queryRawUnsafe<{ evaluationId: string; n: number }[]>(
      `SELECT "evaluationId"::text AS "evaluationId", count(*)::int AS n FROM "_Publication" WHERE "evaluationId" = ANY($1::uuid[]) GROUP BY 1`,
      due.map((d) => d.id),
    );
    expect(transitions).toHaveLength(120);
    expect(transitions.every((t) => t.n === 1)).toBe(true);
    for (const c of consultants) await expectAggregates(db, c.id, 40);
    expect((await db.company.findUniqueOrThrow({ where: { id: company.id } })).ratingCount).toBe(120);

    // One "published" e-mail per consultant, queued once and delivered once over SMTP.
    const mails = await db.emailMessage.findMany({ where: { purpose: "evaluationPublished", recipientEmail: { in: consultants.map((c) => c.email!) } } });
    expect(mails).toHaveLength(3);
    const again = await Promise.all(Array.from({ length: 4 }, () => call(jobs.POST as RouteHandler, "POST", "/api/jobs/publish-evaluations", authorized)));
    for (const r of again) expect(((await r.json()) as { published: number }).published).toBe(0);
    const delivered = smtp.received.filter((m) => m.envelopeTo.some((to) => consultants.some((c) => c.email === to)));
    expect(delivered).toHaveLength(3);
    expect(new Set(delivered.flatMap((m) => m.envelopeTo)).size).toBe(3);
    expect(await db.emailMessage.count({ where: { id: { in: mails.map((m) => m.id) }, status: "sent" } })).toBe(3);
  });
});
