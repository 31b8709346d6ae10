import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { ANONYMOUS, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { verifyEvaluation } from "@/lib/evaluations/verify-evaluation";
import { addConsultantComment } from "@/lib/evaluations/add-consultant-comment";
import { reportEvaluation } from "@/lib/evaluations/report-evaluation";
import { deleteEvaluation } from "@/lib/evaluations/delete-evaluation";
import { getEvaluation, listEvaluations } from "@/lib/evaluations/list-evaluations";
import { issueVerificationCode } from "@/lib/evaluations/issue-verification-code";
import { runAsActor } from "@/lib/http/actor-override";
import { createConsultant, submissionFor, submitAndConfirm, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";
import { consultantActor, platformAdmin } from "@/tests/support/actors";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  process.env.DATABASE_URL = test.url;
});
afterAll(async () => test.drop());

async function code(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof AppError ? error.code : error;
}

async function setUp() {
  const owner = await createConsultant(test.db);
  const other = await createConsultant(test.db);
  const submitted = await submitAndConfirm(await submissionFor(test.db, owner.id, { quality: "mid" }), { db: test.db, policy });
  return { owner, other, id: submitted.id, ownerActor: consultantActor(owner.id, owner.email!), otherActor: consultantActor(other.id, other.email!) };
}

describe("consultant actions", () => {
  it("publish: only the evaluation's consultant or an administrator; aggregates follow", async () => {
    const { owner, id, ownerActor, otherActor } = await setUp();
    expect(await code(publishEvaluation(ANONYMOUS, id, { db: test.db }))).toBe("unauthenticated");
    expect(await code(publishEvaluation(otherActor, id, { db: test.db }))).toBe("not_found");
    expect(await code(publishEvaluation(consultantActor(null), id, { db: test.db }))).toBe("not_found");
    const published = await publishEvaluation(ownerActor, id, { db: test.db });
    expect(published.state).toBe("published");
    const row = await test.db.consultant.findUniqueOrThrow({ where: { id: owner.id } });
    expect(row.ratingCount).toBe(1);
    expect(Number(row.ratingAverage)).toBeGreaterThan(1);
    // Again: nothing changes, no error.
    expect((await publishEvaluation(platformAdmin(), id, { db: test.db })).state).toBe("published");
  });

  it("verify: once only", async () => {
    const { id, ownerActor, otherActor } = await setUp();
    expect(await code(verifyEvaluation(otherActor, id, { db: test.db }))).toBe("not_found");
    expect(await verifyEvaluation(ownerActor, id, { db: test.db })).toEqual({ id, relationshipConfirmed: true });
    // The consultant's word is shown as such; it does not earn the ✓ that a code or an administrator gives.
    expect(await test.db.evaluation.findUniqueOrThrow({ where: { id } })).toMatchObject({ isVerified: false, relationshipConfirmedAt: expect.any(Date) });
    expect(await code(verifyEvaluation(ownerActor, id, { db: test.db }))).toBe("conflict");
  });

  it("comment: one, at most 500 characters, confirms the relationship and dates it", async () => {
    const { id, ownerActor, otherActor } = await setUp();
    expect(await code(addConsultantComment(otherActor, id, { comment: "Danke" }, { db: test.db }))).toBe("not_found");
    const tooLong = await addConsultantComment(ownerActor, id, { comment: "x".repeat(501) }, { db: test.db }).catch((e: unknown) => e);
    expect((tooLong as Error).name).toBe("ZodError");
    const now = new Date("2026-05-01T10:00:00Z");
    await addConsultantComment(ownerActor, id, { comment: "Herzlichen Dank!" }, { db: test.db, now: () => now });
    const row = await test.db.evaluation.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ consultantComment: "Herzlichen Dank!", isVerified: false, relationshipConfirmedAt: now });
    expect(row.consultantCommentDate?.toISOString()).toBe(now.toISOString());
    expect(await code(addConsultantComment(ownerActor, id, { comment: "Nochmals" }, { db: test.db }))).toBe("conflict");
  });

  it("report: stored and mailed to the report inbox with the consultant's e-mail, reason and comment", async () => {
    const { owner, id, ownerActor, otherActor } = await setUp();
    expect(await code(reportEvaluation(otherActor, id, { reason: "guidelineViolation" }, { db: test.db }))).toBe("not_found");
    const missing = await reportEvaluation(ownerActor, id, { reason: "otherReasons" }, { db: test.db }).catch((e: unknown) => e);
    expect((missing as Error).name).toBe("ZodError");
    await reportEvaluation(ownerActor, id, { reason: "otherReasons", comment: "Kenne diese Person nicht." }, { db: test.db });
    const report = await test.db.evaluationReport.findFirstOrThrow({ where: { evaluationId: id } });
    expect(report).toMatchObject({ consultantId: owner.id, reason: "otherReasons", status: "open", comment: "Kenne diese Person nicht." });
    const mail = await test.db.emailMessage.findFirstOrThrow({ where: { purpose: "report", recipientEmail: "reports@beraterwahl.ch" } });
    expect(mail.templateName).toBe("DefaultCallToAction");
    const text = (mail.values as { text: string }).text;
    expect(text).toContain(owner.email!);
    expect(text).toContain("Andere Gründe");
    expect(text).toContain("Kenne diese Person nicht.");
    // A report hides nothing.
    expect((await test.db.evaluation.findUniqueOrThrow({ where: { id } })).hiddenAt).toBeNull();
  });

  it("report: one open report per evaluation, also when the same report arrives twice at once", async () => {
    const { id, ownerActor } = await setUp();
    const both = await Promise.allSettled([0, 1].map(() => reportEvaluation(ownerActor, id, { reason: "guidelineViolation" }, { db: test.db })));
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(both.flatMap((r) => (r.status === "rejected" ? [(r.reason as AppError).code] : []))).toEqual(["conflict"]);
    expect(await code(reportEvaluation(ownerActor, id, { reason: "otherReasons", comment: "Noch etwas" }, { db: test.db }))).toBe("conflict");
    expect(await test.db.evaluationReport.count({ where: { evaluationId: id } })).toBe(1);
    expect(await test.db.emailMessage.count({ where: { purpose: "report", values: { path: ["subject"], string_contains: id } } })).toBe(1);
    // Once decided, the evaluation can be reported again (for something new).
    await test.db.evaluationReport.updateMany({ where: { evaluationId: id }, data: { status: "kept", decidedAt: new Date() } });
    await reportEvaluation(ownerActor, id, { reason: "guidelineViolation" }, { db: test.db });
    expect(await test.db.evaluationReport.count({ where: { evaluationId: id, status: "open" } })).toBe(1);
  });

  it("delete: platform administrators only", async () => {
    const { owner, id, ownerActor, otherActor } = await setUp();
    expect(await code(deleteEvaluation(otherActor, id, { db: test.db }))).toBe("not_found");
    expect(await code(deleteEvaluation(ownerActor, id, { db: test.db }))).toBe("forbidden");
    await deleteEvaluation(platformAdmin(), id, { db: test.db });
    expect(await test.db.evaluation.count({ where: { id } })).toBe(0);
    expect((await test.db.consultant.findUniqueOrThrow({ where: { id: owner.id } })).evaluationCount).toBe(0);
  });

  it("lists: the public sees published, visible evaluations only; the consultant sees every one with its state", async () => {
    const { owner, id, ownerActor, otherActor } = await setUp();
    const second = await submitAndConfirm(await submissionFor(test.db, owner.id, { quality: "top" }), { db: test.db, policy });
    const hidden = await submitAndConfirm(await submissionFor(test.db, owner.id, { quality: "top" }), { db: test.db, policy });
    await publishEvaluation(ownerActor, second.id, { db: test.db });
    await publishEvaluation(ownerActor, hidden.id, { db: test.db });
    await test.db.evaluation.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: "Verstoss" } });

    const pub = await listEvaluations(ANONYMOUS, { consultantId: owner.id }, { db: test.db });
    expect(pub.items.map((e) => e.id)).toEqual([second.id]);
    expect(pub.items[0]!.displayName).toBe("Peter K.");
    expect(JSON.stringify(pub)).not.toContain("@example.ch");

    const own = await listEvaluations(ownerActor, { consultantId: owner.id, scope: "owner", pageSize: 4 }, { db: test.db });
    expect(own.total).toBe(3);
    expect(own.items.find((e) => e.id === id)).toMatchObject({ state: "inReview", hidden: false });
    expect(own.items.find((e) => e.id === hidden.id)).toMatchObject({ hidden: true, hiddenReason: "Verstoss" });
    expect(await code(listEvaluations(otherActor, { consultantId: owner.id, scope: "owner" }, { db: test.db }))).toBe("not_found");
    expect(await code(listEvaluations(ANONYMOUS, { consultantId: owner.id, pageSize: 5 }, { db: test.db }))).not.toBeNull();

    expect(await code(getEvaluation(ANONYMOUS, id, { db: test.db }))).toBe("not_found");
    expect((await getEvaluation(ANONYMOUS, second.id, { db: test.db })).id).toBe(second.id);
    expect(await getEvaluation(ownerActor, id, { db: test.db })).toMatchObject({ id, state: "inReview" });
  });

  it("verification codes: for one's own profile only", async () => {
    const { owner, ownerActor } = await setUp();
    expect(await code(issueVerificationCode(ANONYMOUS, {}, { db: test.db }))).toBe("unauthenticated");
    expect(await code(issueVerificationCode(consultantActor(null), {}, { db: test.db }))).toBe("not_found");
    expect(await code(issueVerificationCode(ownerActor, { consultantId: owner.id + 1 }, { db: test.db }))).toBe("not_found");
    expect((await issueVerificationCode(platformAdmin(), { consultantId: owner.id }, { db: test.db })).code).toMatch(/^\d{10}$/);
  });
});

describe("the consultant action routes", () => {
  const as = (actor: Actor, fn: () => Promise<Response>) => runAsActor(actor, fn);
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

  it("map authorization and state to problem+json statuses", async () => {
    const { id, ownerActor, otherActor } = await setUp();
    const publish = (await import("@/app/api/evaluation/[id]/publish/route")).PUT;
    const comment = (await import("@/app/api/evaluation/[id]/comment/route")).POST;
    const remove = (await import("@/app/api/evaluation/[id]/route")).DELETE;
    const url = `http://localhost/api/evaluation/${id}`;

    expect((await publish(new Request(`${url}/publish`, { method: "PUT" }), ctx(id))).status).toBe(401);
    expect((await as(otherActor, () => publish(new Request(`${url}/publish`, { method: "PUT" }), ctx(id)))).status).toBe(404);
    expect((await as(ownerActor, () => publish(new Request(`${url}/publish`, { method: "PUT" }), ctx(id)))).status).toBe(200);
    expect((await as(ownerActor, () => publish(new Request(`${url}/publish`, { method: "PUT" }), ctx("not-a-uuid")))).status).toBe(404);

    const post = (body: unknown) =>
      new Request(`${url}/comment`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await as(ownerActor, () => comment(post({ comment: "x".repeat(501) }), ctx(id)))).status).toBe(422);
    expect((await as(ownerActor, () => comment(post({ comment: "Danke!" }), ctx(id)))).status).toBe(200);
    expect((await as(ownerActor, () => comment(post({ comment: "Nochmals" }), ctx(id)))).status).toBe(409);

    expect((await as(ownerActor, () => remove(new Request(url, { method: "DELETE" }), ctx(id)))).status).toBe(403);
    expect((await as(platformAdmin(), () => remove(new Request(url, { method: "DELETE" }), ctx(id)))).status).toBe(204);
  });
});
