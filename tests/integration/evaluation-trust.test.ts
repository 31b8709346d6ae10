// Trustworthy ratings (docs/product-rules.md#trust-in-ratings) on real PostgreSQL with a real SMTP server on
// loopback: the customer's confirmation mail is delivered, read back and its link followed; nothing
// counts before that; unconfirmed evaluations expire; suspicious ones are held with their reason, and
// only administrators decide on them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteContext } from "@/lib/http/route";
import { setupTestSmtp } from "@/tests/support/smtp";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { confirmationTokenFromOutbox, createCompany, createConsultant, submissionFor, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";
import { consultantActor, platformAdmin } from "@/tests/support/actors";
import type { ReleasePolicy } from "@/lib/evaluations/release-policy";
import { firstItem } from "@/tests/support/first-item";

const DAY = 86_400_000;

let database: TestDatabase;
const smtp = setupTestSmtp();
let services: {
  submit: typeof import("@/lib/evaluations/submit-evaluation").submitEvaluation;
  confirm: typeof import("@/lib/evaluations/confirm-evaluation").confirmEvaluation;
  publishDue: typeof import("@/lib/evaluations/publish-due-evaluations").publishDueEvaluations;
  deleteUnconfirmed: typeof import("@/lib/evaluations/delete-unconfirmed-evaluations").deleteUnconfirmedEvaluations;
  forgetNetworks: typeof import("@/lib/evaluations/forget-networks").forgetOldNetworks;
  moderate: typeof import("@/lib/moderation/moderate-evaluation").moderateEvaluation;
  queue: typeof import("@/lib/moderation/moderate-evaluation").listEvaluationsForModeration;
  publish: typeof import("@/lib/evaluations/publish-evaluation").publishEvaluation;
  deliver: typeof import("@/lib/email/deliver-pending").deliverPendingEmails;
  networkHash: typeof import("@/lib/auth/network-hash").networkHash;
};

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, SMTP_URL: smtp.url, APP_URL: "https://www.beraterwahl.test" });
  services = {
    submit: (await import("@/lib/evaluations/submit-evaluation")).submitEvaluation,
    confirm: (await import("@/lib/evaluations/confirm-evaluation")).confirmEvaluation,
    publishDue: (await import("@/lib/evaluations/publish-due-evaluations")).publishDueEvaluations,
    deleteUnconfirmed: (await import("@/lib/evaluations/delete-unconfirmed-evaluations")).deleteUnconfirmedEvaluations,
    forgetNetworks: (await import("@/lib/evaluations/forget-networks")).forgetOldNetworks,
    moderate: (await import("@/lib/moderation/moderate-evaluation")).moderateEvaluation,
    queue: (await import("@/lib/moderation/moderate-evaluation")).listEvaluationsForModeration,
    publish: (await import("@/lib/evaluations/publish-evaluation")).publishEvaluation,
    deliver: (await import("@/lib/email/deliver-pending")).deliverPendingEmails,
    networkHash: (await import("@/lib/auth/network-hash")).networkHash,
  };
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

const context = (params: Record<string, string> = {}): RouteContext => ({ params: Promise.resolve(params) });
const postJson = (url: string, body: unknown, ip: string) =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body) });

describe("a customer confirms the address by the mailed link", () => {
  it("counts nowhere before, and everywhere after; the consultant hears of it then; the job publishes it on its date", async () => {
    const { POST: submitRoute } = await import("@/app/api/evaluation/route");
    const { POST: confirmRoute } = await import("@/app/api/evaluation/[id]/confirm/route");
    const consultant = await createConsultant(database.db, { languages: ["fr"] });
    const input = await submissionFor(database.db, consultant.id, {
      email: "claire.dupont@kunden.example",
      language: "fr",
      comment: "Sehr kompetent und freundlich.",
    });

    const submitted = await submitRoute(postJson("http://localhost/api/evaluation", input, "198.51.100.20"), context());
    expect(submitted.status).toBe(201);
    const answer = (await submitted.json()) as { id: string; editToken: string; confirmationPending: boolean };
    expect(answer.confirmationPending).toBe(true);
    expect(await database.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({ evaluationCount: 0, ratingCount: 0 });
    expect(await database.db.evaluationRelease.count({ where: { evaluationId: answer.id } })).toBe(0);

    // The mail, as the customer receives it: French, to their address, with both links.
    await services.deliver();
    const mail = firstItem(await smtp.waitFor(1));
    expect(mail.envelopeTo).toEqual(["claire.dupont@kunden.example"]);
    expect(mail.subject).toBe(`Veuillez confirmer votre évaluation de Anna ${consultant.familyName}`);
    // The rating itself, so that an owner of the address who did not write it does not confirm it.
    expect(mail.text).toContain("Votre évaluation : 5,0 étoiles sur 5, « Sehr kompetent und freundlich. »");
    const links = [...(mail.text ?? "").matchAll(/https:\/\/www\.beraterwahl\.test\/\S+/g)].map((m) => new URL(m[0]));
    const confirmLink = links.find((l) => l.pathname === `/fr/evaluation/${answer.id}/confirm`);
    const summaryLink = links.find((l) => l.pathname === `/fr/evaluation/${answer.id}/summary`);
    expect(summaryLink?.searchParams.get("editToken")).toBe(answer.editToken);
    const token = confirmLink?.searchParams.get("token");
    expect(token).toMatch(/^[\w-]{43}$/);

    const wrong = await confirmRoute(
      postJson(`http://localhost/api/evaluation/${answer.id}/confirm`, { token: "x".repeat(43) }, "198.51.100.20"),
      context({ id: answer.id }),
    );
    expect(wrong.status).toBe(403);
    const confirmed = await confirmRoute(
      postJson(`http://localhost/api/evaluation/${answer.id}/confirm`, { token }, "198.51.100.20"),
      context({ id: answer.id }),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id: answer.id, status: "confirmed", held: false, replaced: false });
    const again = await confirmRoute(postJson(`http://localhost/api/evaluation/${answer.id}/confirm`, { token }, "198.51.100.20"), context({ id: answer.id }));
    // A confirmed evaluation keeps no confirmation token: a second use is a link like any wrong one.
    expect(again.status).toBe(403);

    expect(await database.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({ evaluationCount: 1, ratingCount: 0 });
    expect(await database.db.evaluationRelease.count({ where: { evaluationId: answer.id } })).toBe(1);
    await services.deliver();
    const notice = firstItem(await smtp.waitFor(2).then((all) => all.slice(1)));
    expect(notice.envelopeTo).toEqual([consultant.email]);
    expect(notice.subject).toBe("Vous avez reçu une nouvelle évaluation");

    const stored = await database.db.evaluation.findUniqueOrThrow({ where: { id: answer.id } });
    expect(await services.publishDue({ now: () => new Date(stored.releaseAt.getTime() - 1000) })).toMatchObject({ published: 0 });
    expect(await services.publishDue({ now: () => new Date(stored.releaseAt.getTime() + 1000) })).toMatchObject({ published: 1 });
    expect(await database.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({ ratingCount: 1 });
  });

  it("publishes at the next job run when confirmed after the release date", async () => {
    const quick: ReleasePolicy = { releaseDays: 1, badRatingHoldDays: 1, editWindowDays: 7 };
    const consultant = await createConsultant(database.db);
    const t0 = new Date("2026-06-01T08:00:00Z");
    const submitted = await services.submit(await submissionFor(database.db, consultant.id), { db: database.db, now: () => t0, policy: quick });
    expect(await services.publishDue({ db: database.db, now: () => new Date(t0.getTime() + 2 * DAY) })).toMatchObject({ published: 0 });
    await services.confirm(submitted.id, await confirmationTokenFromOutbox(database.db, submitted.id), {
      db: database.db,
      now: () => new Date(t0.getTime() + 3 * DAY),
      policy: quick,
    });
    expect(await services.publishDue({ db: database.db, now: () => new Date(t0.getTime() + 3 * DAY + 60_000) })).toMatchObject({ published: 1 });
  });

  it("deletes unconfirmed evaluations with their answers after the edit window, gives their code back, and refuses a late confirmation", async () => {
    const consultant = await createConsultant(database.db);
    const { issueVerificationCode } = await import("@/lib/evaluations/issue-verification-code");
    const { code } = await issueVerificationCode(consultantActor(consultant.id), {}, { db: database.db });
    const t0 = new Date("2026-06-10T08:00:00Z");
    const kept = await services.submit(await submissionFor(database.db, consultant.id), { db: database.db, now: () => t0, policy });
    const lapsed = await services.submit(await submissionFor(database.db, consultant.id, { code }), { db: database.db, now: () => t0, policy });
    await services.confirm(kept.id, await confirmationTokenFromOutbox(database.db, kept.id), { db: database.db, now: () => t0, policy });
    const lateToken = await confirmationTokenFromOutbox(database.db, lapsed.id);
    const late = await services
      .confirm(lapsed.id, lateToken, { db: database.db, now: () => new Date(t0.getTime() + 7 * DAY + 1), policy })
      .catch((e: { code: string }) => e.code);
    expect(late).toBe("conflict");

    expect(await services.deleteUnconfirmed({ db: database.db, now: () => new Date(t0.getTime() + 7 * DAY - 1000), policy })).toBe(0);
    expect(await services.deleteUnconfirmed({ db: database.db, now: () => new Date(t0.getTime() + 7 * DAY + 1000), policy })).toBe(1);
    expect(await database.db.evaluation.findMany({ where: { consultantId: consultant.id }, select: { id: true } })).toEqual([{ id: kept.id }]);
    expect(await database.db.questionResult.count({ where: { evaluationId: lapsed.id } })).toBe(0);
    expect(await database.db.verificationCode.findFirstOrThrow({ where: { consultantId: consultant.id } })).toMatchObject({
      spentAt: null,
      evaluationId: null,
    });
  });

  it("sends the mail again only with the edit token, a few times a day", async () => {
    const { POST: resendRoute } = await import("@/app/api/evaluation/[id]/confirmation-email/route");
    const consultant = await createConsultant(database.db);
    const submitted = await services.submit(await submissionFor(database.db, consultant.id), { db: database.db, policy });
    const resend = (editToken: string) =>
      resendRoute(
        postJson(`http://localhost/api/evaluation/${submitted.id}/confirmation-email`, { editToken }, "198.51.100.21"),
        context({ id: submitted.id }),
      );
    expect((await resend("not-the-token")).status).toBe(404);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend(submitted.editToken)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // The newest link confirms; the first one no longer does.
    const newest = await confirmationTokenFromOutbox(database.db, submitted.id);
    const result = await services.confirm(submitted.id, newest, { db: database.db, policy });
    expect(result.status).toBe("confirmed");
  });
});

describe("holds", () => {
  const submitFrom = async (consultantId: number, email: string, ip: string, now?: Date) => {
    const submitted = await services.submit(await submissionFor(database.db, consultantId, { email }), {
      db: database.db,
      policy,
      networkHash: services.networkHash(ip),
      now: now ? () => now : undefined,
    });
    const result = await services.confirm(submitted.id, await confirmationTokenFromOutbox(database.db, submitted.id), {
      db: database.db,
      policy,
      now: now ? () => now : undefined,
    });
    return { id: submitted.id, held: result.held };
  };
  const reasonsOf = async (id: string) => await database.db.evaluation.findUniqueOrThrow({ where: { id }, select: { holdReasons: true, heldAt: true } });

  it("holds an address of the consultant's own or company domain or website, but not a free-mail provider's", async () => {
    const company = await createCompany(database.db);
    await database.db.company.update({ where: { id: company.id }, data: { websiteUrl: "https://www.treuhand-muster.example/team" } });
    const consultant = await createConsultant(database.db, { companyId: company.id });
    await database.db.consultant.update({ where: { id: consultant.id }, data: { publicEmail: "anna@muster-finanz.example", email: "anna@gmail.com" } });
    const own = await submitFrom(consultant.id, "me+fake0@muster-finanz.example", "203.0.113.1");
    const companySite = await submitFrom(consultant.id, "kollege@mail.treuhand-muster.example", "203.0.114.1");
    const gmail = await submitFrom(consultant.id, "someone.else@gmail.com", "203.0.115.1");
    expect((await reasonsOf(own.id)).holdReasons).toEqual(["consultantDomain"]);
    expect((await reasonsOf(companySite.id)).holdReasons).toEqual(["consultantDomain"]);
    expect(gmail.held).toBe(false);
    // Held ones are not in the release queue, and the consultant cannot publish them.
    expect(await database.db.evaluationRelease.count({ where: { evaluationId: own.id } })).toBe(0);
    const refused = await services.publish(consultantActor(consultant.id), own.id, { db: database.db }).catch((e: { code: string }) => e.code);
    expect(refused).toBe("conflict");
  });

  it("holds several evaluations of one consultant from one network, the earlier one too, and forgets networks after 30 days", async () => {
    const consultant = await createConsultant(database.db);
    const first = await submitFrom(consultant.id, "one@kunden.example", "192.0.2.10");
    expect(first.held).toBe(false);
    const second = await submitFrom(consultant.id, "two@kunden.example", "192.0.2.77");
    expect(second.held).toBe(true);
    expect((await reasonsOf(second.id)).holdReasons).toEqual(["sharedNetwork"]);
    expect((await reasonsOf(first.id)).holdReasons).toEqual(["sharedNetwork"]);
    const elsewhere = await submitFrom(consultant.id, "three@kunden.example", "192.0.3.10");
    expect(elsewhere.held).toBe(false);

    const stored = await database.db.evaluation.findUniqueOrThrow({ where: { id: first.id } });
    expect(stored.networkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.networkHash).not.toContain("192.0.2");
    await services.forgetNetworks({ db: database.db, now: () => new Date(stored.dateOfCreation.getTime() + 31 * DAY) });
    expect((await database.db.evaluation.findUniqueOrThrow({ where: { id: first.id } })).networkHash).toBeNull();
  });

  it("holds an evaluation sent from a network the consultant signed in from", async () => {
    const consultant = await createConsultant(database.db);
    const user = await database.db.user.create({ data: { email: consultant.email!.toLowerCase() } });
    await database.db.signInNetwork.create({ data: { userId: user.id, networkHash: services.networkHash("198.51.100.200")! } });
    const self = await submitFrom(consultant.id, "fan@kunden.example", "198.51.100.7");
    expect((await reasonsOf(self.id)).holdReasons).toEqual(["consultantNetwork"]);
  });

  it("holds a burst far above the consultant's own rate, the whole day of it", async () => {
    const consultant = await createConsultant(database.db);
    const at = new Date("2026-07-01T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await submitFrom(consultant.id, `burst${i}@kunden${i}.example`, `10.${i}.0.1`, new Date(at.getTime() + i * 60_000))).id);
    for (const id of ids) expect((await reasonsOf(id)).holdReasons).toContain("burst");
    // A consultant with a steady rate of ten a day is not held for five.
    const busy = await createConsultant(database.db);
    await database.db.$executeRaw`
      INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "releaseAt", "editTokenHash", "customerHonorific", "customerGivenName",
        "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "emailConfirmedAt", "state", "publishedAt")
      SELECT gen_random_uuid(), ${busy.id}, ${at}::timestamptz - make_interval(hours => g * 3 + 30), ${at}::timestamptz - make_interval(hours => g * 3 + 30), ${at}, repeat('0', 64), 'mr', 'K', 'K',
        'steady' || g || '@kunden.example', 'givenName', 'de', true, 5, ${at}::timestamptz - make_interval(hours => g * 3 + 30), 'published', ${at}
      FROM generate_series(1, 240) AS g`;
    for (let i = 0; i < 5; i++) {
      const r = await submitFrom(busy.id, `fan${i}@kunden${i}.example`, `10.${i + 20}.0.1`, new Date(at.getTime() + i * 60_000));
      expect(r.held).toBe(false);
    }
  });
});

describe("the moderation queue", () => {
  it("lists and filters for administrators only, and each decision is recorded with who and when", async () => {
    const consultant = await createConsultant(database.db);
    await database.db.consultant.update({ where: { id: consultant.id }, data: { publicEmail: "anna@moderation.example" } });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await services.submit(await submissionFor(database.db, consultant.id, { email: `self${i}@moderation.example` }), { db: database.db, policy });
      await services.confirm(s.id, await confirmationTokenFromOutbox(database.db, s.id), { db: database.db, policy });
      ids.push(s.id);
    }
    const admin = platformAdmin();
    await database.db.user.create({ data: { id: admin.userId, email: "admin@beraterwahl.ch", name: "Platform Admin" } });
    expect(await services.queue(consultantActor(consultant.id), {}, { db: database.db }).catch((e: { code: string }) => e.code)).toBe("forbidden");

    const held = await services.queue(admin, { state: "held", reason: "consultantDomain", q: consultant.number }, { db: database.db });
    expect(held.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(held.heldCount).toBeGreaterThanOrEqual(4);
    expect(held.items[0]).toMatchObject({ state: "held", holdReasons: ["consultantDomain"], consultant: { id: consultant.id } });

    const [release, publishNow, hide, verify] = ids as [string, string, string, string];
    await services.moderate(admin, { evaluationId: release, action: "release" }, { db: database.db });
    await services.moderate(admin, { evaluationId: publishNow, action: "publishNow" }, { db: database.db });
    await services.moderate(admin, { evaluationId: hide, action: "hide", reason: "Selbstbewertung" }, { db: database.db });
    await services.moderate(admin, { evaluationId: verify, action: "verify" }, { db: database.db });
    expect(await services.moderate(admin, { evaluationId: release, action: "release" }, { db: database.db }).catch((e: { code: string }) => e.code)).toBe(
      "conflict",
    );
    expect(
      await services
        .moderate(consultantActor(consultant.id), { evaluationId: verify, action: "publishNow" }, { db: database.db })
        .catch((e: { code: string }) => e.code),
    ).toBe("forbidden");

    const rows = await database.db.evaluation.findMany({ where: { id: { in: ids } } });
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[release]).toMatchObject({ heldAt: null, state: "inReview", holdReasons: ["consultantDomain"] });
    expect(await database.db.evaluationRelease.count({ where: { evaluationId: release } })).toBe(1);
    expect(byId[publishNow]).toMatchObject({ heldAt: null, state: "published" });
    expect(byId[hide]).toMatchObject({ heldAt: null, hiddenReason: "Selbstbewertung" });
    expect(byId[verify]).toMatchObject({ isVerified: true, heldAt: expect.any(Date) });
    expect(await database.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).toMatchObject({ ratingCount: 1 });
    const log = await database.db.evaluationModeration.findMany({ where: { evaluationId: { in: ids } }, orderBy: { id: "asc" } });
    expect(log.map((l) => [l.action, l.decidedById])).toEqual([
      ["release", admin.userId],
      ["publishNow", admin.userId],
      ["hide", admin.userId],
      ["verify", admin.userId],
    ]);
    const listed = await services.queue(admin, { q: consultant.number, method: "administrator" }, { db: database.db });
    expect(listed.items.map((i) => i.id)).toEqual([verify]);
    expect(listed.items[0]!.lastDecision).toMatchObject({ action: "verify", by: "Platform Admin" });
  });
});
