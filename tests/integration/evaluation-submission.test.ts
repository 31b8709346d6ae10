import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { submitEvaluation } from "../../lib/evaluations/submit-evaluation";
import { issueVerificationCode } from "../../lib/evaluations/issue-verification-code";
import { loadEvaluationForEdit, loadEvaluationSummary } from "../../lib/evaluations/get-evaluation-summary";
import { loadActiveQuestions } from "../../lib/questionnaire/load-questionnaire";
import type { ReleasePolicy } from "../../lib/evaluations/release-policy";
import { AppError } from "../../lib/errors";
import { consultantActor, createConsultant, submissionFor } from "./evaluation-fixtures";

const policy: ReleasePolicy = { releaseDays: 14, badRatingHoldDays: 7, editWindowDays: 7 };
const DAY = 86_400_000;
const t0 = new Date("2026-03-02T09:00:00Z");
const at = (days: number) => () => new Date(t0.getTime() + days * DAY);

let test: TestDatabase;
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

async function expectAppError(promise: Promise<unknown>, code: AppError["code"]) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

beforeAll(async () => {
  test = await createTestDatabase();
  process.env.DATABASE_URL = test.url;
});
afterAll(async () => test.drop());

describe("submitting an evaluation", () => {
  it("stores scores, ratings, answers with snapshots, topics, the token hash and notifies the consultant", async () => {
    const consultant = await createConsultant(test.db, { languages: ["sr", "fr", "de"] });
    const input = await submissionFor(test.db, consultant.id, { quality: "top" });
    const result = await submitEvaluation(input, { db: test.db, now: at(0), policy });

    expect(result.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.isVerified).toBe(false);
    expect(result.codeStatus).toBe("none");
    expect(result.releaseAt.toISOString()).toBe(at(14)().toISOString());

    const stored = await test.db.evaluation.findUniqueOrThrow({
      where: { id: result.id },
      include: { ratings: true, topics: true, questionResults: true },
    });
    expect(stored.editTokenHash).toBe(sha(result.editToken));
    expect(stored.state).toBe("inReview");
    expect(Number(stored.overallRating)).toBe(5);
    expect(stored.customerEmail).toBe(input.customer.email.toLowerCase());
    const categories = await test.db.ratingCategory.count();
    expect(stored.ratings).toHaveLength(categories);
    expect(stored.topics.map((t) => t.consultingTopicId)).toEqual(input.consultingTopicIds);
    const questions = await loadActiveQuestions(test.db);
    expect(stored.questionResults).toHaveLength(questions.length);
    const select = stored.questionResults.find((r) => r.selectedOptionId !== null)!;
    const snapshot = select.questionSnapshot as { type: string; text: { de: string; fr: string }; options: { id: number; text: { de: string } }[] };
    expect(snapshot.type).toBe("select");
    expect(snapshot.text.fr).toBeTruthy();
    expect(snapshot.options.some((o) => o.id === select.selectedOptionId)).toBe(true);

    const mail = await test.db.emailMessage.findFirstOrThrow({ where: { recipientEmail: consultant.email! } });
    expect(mail.locale).toBe("fr");
    expect(mail.templateName).toBe("DefaultCallToAction");
    expect((mail.values as { subject: string }).subject).toBe("Vous avez reçu une nouvelle évaluation");

    const aggregates = await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } });
    expect(aggregates.evaluationCount).toBe(1);
    expect(aggregates.ratingCount).toBe(0);
  });

  it("holds a bad evaluation for the 7-day improvement window only", async () => {
    const consultant = await createConsultant(test.db);
    const result = await submitEvaluation(await submissionFor(test.db, consultant.id, { quality: "bad" }), { db: test.db, now: at(0), policy });
    expect(result.releaseAt.toISOString()).toBe(at(7)().toISOString());
    const stored = await test.db.evaluation.findUniqueOrThrow({ where: { id: result.id } });
    expect(Number(stored.overallRating)).toBe(1);
  });

  it("refuses a missing required answer with a pointer to the question", async () => {
    const consultant = await createConsultant(test.db);
    const input = await submissionFor(test.db, consultant.id);
    const error = await expectAppError(submitEvaluation({ ...input, questionResults: input.questionResults.slice(1) }, { db: test.db, policy }), "validation");
    expect(error.details.invalidParams?.[0]?.code).toBe("validation.answerRequired");
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id } })).toBe(0);
  });

  it("answers 404 for a disabled or unknown consultant", async () => {
    const disabled = await createConsultant(test.db, { state: "disabled" });
    await expectAppError(submitEvaluation(await submissionFor(test.db, disabled.id), { db: test.db, policy }), "not_found");
    await expectAppError(submitEvaluation(await submissionFor(test.db, 99_999_999), { db: test.db, policy }), "not_found");
  });
});

describe("one evaluation per e-mail and consultant", () => {
  it("refuses a second submission within the edit window without the token, edits with it, and creates a new one later", async () => {
    const consultant = await createConsultant(test.db);
    const email = "Duplicate@Example.ch";
    const first = await submitEvaluation(await submissionFor(test.db, consultant.id, { email }), { db: test.db, now: at(0), policy });

    const again = await submissionFor(test.db, consultant.id, { email: "duplicate@example.ch", quality: "mid" });
    const conflict = await expectAppError(submitEvaluation(again, { db: test.db, now: at(3), policy }), "conflict");
    expect(conflict.message).toMatch(/already exists.*edited/);

    const edited = await submitEvaluation({ ...again, editToken: first.editToken }, { db: test.db, now: at(3), policy });
    expect(edited.id).toBe(first.id);
    expect(edited.edited).toBe(true);
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id } })).toBe(1);

    const later = await submitEvaluation(again, { db: test.db, now: at(8), policy });
    expect(later.id).not.toBe(first.id);
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id } })).toBe(2);
  });
});

describe("editing with the token", () => {
  it("edits within the window and keeps the creation date; refuses after it and with a wrong token", async () => {
    const consultant = await createConsultant(test.db);
    const input = await submissionFor(test.db, consultant.id, { quality: "top" });
    const first = await submitEvaluation(input, { db: test.db, now: at(0), policy });

    const prefill = await loadEvaluationForEdit(first.id, consultant.id, first.editToken, { db: test.db, now: at(2), policy });
    expect(prefill.status).toBe("editable");
    if (prefill.status !== "editable") throw new Error("unreachable");
    expect(prefill.values.customer.email).toBe(input.customer.email.toLowerCase());
    expect(prefill.values.questionResults).toHaveLength(input.questionResults.length);

    const bad = await submissionFor(test.db, consultant.id, { quality: "bad", email: input.customer.email, comment: "Doch nicht gut." });
    const edited = await submitEvaluation({ ...bad, id: first.id, editToken: first.editToken }, { db: test.db, now: at(2), policy });
    expect(edited.edited).toBe(true);
    // Turned bad: released at the end of the improvement window, counted from the creation.
    expect(edited.releaseAt.toISOString()).toBe(at(7)().toISOString());
    const stored = await test.db.evaluation.findUniqueOrThrow({ where: { id: first.id }, include: { questionResults: true } });
    expect(stored.comment).toBe("Doch nicht gut.");
    expect(Number(stored.overallRating)).toBe(1);
    expect(stored.dateOfCreation.toISOString()).toBe(at(0)().toISOString());
    expect(stored.date.toISOString()).toBe(at(2)().toISOString());
    expect(stored.questionResults).toHaveLength(bad.questionResults.length);

    const summary = await loadEvaluationSummary(first.id, "de", first.editToken, { db: test.db, now: at(2), policy });
    expect(summary?.canEdit).toBe(true);
    expect(summary?.daysLeftToEdit).toBe(5);
    expect(summary?.isBad).toBe(true);
    expect((await loadEvaluationSummary(first.id, "de", "wrong", { db: test.db, now: at(2), policy }))?.canEdit).toBe(false);

    await expectAppError(submitEvaluation({ ...bad, id: first.id, editToken: "not-the-token" }, { db: test.db, now: at(2), policy }), "forbidden");
    await expectAppError(submitEvaluation({ ...bad, id: first.id, editToken: first.editToken }, { db: test.db, now: at(7.01), policy }), "conflict");
    expect((await loadEvaluationForEdit(first.id, consultant.id, first.editToken, { db: test.db, now: at(8), policy })).status).toBe("closed");
    expect((await loadEvaluationForEdit(first.id, consultant.id, "wrong", { db: test.db, now: at(1), policy })).status).toBe("invalid");
  });
});

describe("verification codes", () => {
  it("verify exactly one evaluation; spent and unknown codes are accepted unverified and say so", async () => {
    const consultant = await createConsultant(test.db);
    const { code, url } = await issueVerificationCode(consultantActor(consultant.id), {}, { db: test.db });
    expect(code).toMatch(/^[1-9]\d{9}$/);
    expect(url).toContain(`/consultants/${consultant.id}/questionnaire?code=${code}`);
    const row = await test.db.verificationCode.findUniqueOrThrow({ where: { codeHash: sha(code) } });
    expect(row.spentAt).toBeNull();

    const verified = await submitEvaluation(await submissionFor(test.db, consultant.id, { code }), { db: test.db, policy });
    expect(verified).toMatchObject({ isVerified: true, codeStatus: "accepted" });
    const spent = await test.db.verificationCode.findUniqueOrThrow({ where: { codeHash: sha(code) } });
    expect(spent.spentAt).not.toBeNull();
    expect(spent.evaluationId).toBe(verified.id);

    const reused = await submitEvaluation(await submissionFor(test.db, consultant.id, { code }), { db: test.db, policy });
    expect(reused).toMatchObject({ isVerified: false, codeStatus: "rejected" });
    const unknown = await submitEvaluation(await submissionFor(test.db, consultant.id, { code: "1234567890" }), { db: test.db, policy });
    expect(unknown).toMatchObject({ isVerified: false, codeStatus: "rejected" });
    expect((await test.db.evaluation.findUniqueOrThrow({ where: { id: unknown.id } })).isVerified).toBe(false);
  });

  it("is not valid for another consultant", async () => {
    const a = await createConsultant(test.db);
    const b = await createConsultant(test.db);
    const { code } = await issueVerificationCode(consultantActor(a.id), {}, { db: test.db });
    const result = await submitEvaluation(await submissionFor(test.db, b.id, { code }), { db: test.db, policy });
    expect(result.codeStatus).toBe("rejected");
  });
});

describe("POST /api/evaluation", () => {
  it("answers 201 with the token, 422 problem+json for invalid input and 409 for a duplicate e-mail", async () => {
    const { POST } = await import("../../app/api/evaluation/route");
    const consultant = await createConsultant(test.db);
    const input = await submissionFor(test.db, consultant.id, { email: "route@example.ch" });
    const post = (body: unknown) =>
      POST(new Request("http://localhost/api/evaluation", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" }, body: JSON.stringify(body) }), {
        params: Promise.resolve({}),
      });

    const ok = await post(input);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { id: string; editToken: string; isVerified: boolean; releaseAt: string };
    expect(body.editToken).toHaveLength(43);
    expect(body.isVerified).toBe(false);
    expect(Number.isNaN(Date.parse(body.releaseAt))).toBe(false);

    const invalid = await post({ ...input, consultingTopicIds: [], customer: { ...input.customer, email: "nope" } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await invalid.json()) as { invalidParams: { pointer: string; message: string }[] };
    expect(problem.invalidParams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: "/consultingTopicIds", messageKey: "validation.topicRequired", message: "Bitte wählen Sie mindestens ein Beratungsthema" }),
        expect.objectContaining({ pointer: "/customer/email", messageKey: "validation.email" }),
      ]),
    );

    const duplicate = await post(input);
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { detail: string }).detail).toMatch(/already exists/);
  });
});
