import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { issueVerificationCode } from "@/lib/evaluations/issue-verification-code";
import { loadEvaluationForEdit, loadEvaluationSummary } from "@/lib/evaluations/get-evaluation-summary";
import { loadActiveQuestions } from "@/lib/rating-questionnaire/load-questionnaire";
import { AppError } from "@/lib/errors";
import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { confirmationTokenFromOutbox, createConsultant, submissionFor, submitAndConfirm, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";
import { consultantActor } from "@/tests/support/actors";

const DAY = 86_400_000;
const t0 = new Date("2026-03-02T09:00:00Z");
const at = (days: number) => () => new Date(t0.getTime() + days * DAY);

let test: TestDatabase;
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

async function expectAppError(promise: Promise<unknown>, code: AppError["code"]) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
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
  it("stores scores, ratings, answers with snapshots, topics and the token hash; the consultant hears of it once it is confirmed", async () => {
    const consultant = await createConsultant(test.db, { languages: ["sr", "fr", "de"] });
    const input = await submissionFor(test.db, consultant.id, { quality: "top" });
    const result = await submitEvaluation(input, { db: test.db, now: at(0), policy });

    expect(result.editToken).toMatch(/^[\w-]{43}$/);
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

    // Unconfirmed, it counts nowhere and nobody but the customer hears of it.
    expect(stored.emailConfirmedAt).toBeNull();
    expect(await test.db.emailMessage.count({ where: { recipientEmail: consultant.email! } })).toBe(0);
    expect((await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).evaluationCount).toBe(0);
    const confirmation = await test.db.emailMessage.findFirstOrThrow({ where: { recipientEmail: stored.customerEmail } });
    expect(confirmation.locale).toBe("de");
    expect(confirmation.purpose).toBe("evaluationConfirmation");

    await confirmEvaluation(result.id, await confirmationTokenFromOutbox(test.db, result.id), { db: test.db, now: at(0.1), policy });
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

describe("one evaluation per mailbox and consultant", () => {
  it("accepts a second submission with the same answer, and confirming it replaces the earlier one within its window; later ones are new", async () => {
    const consultant = await createConsultant(test.db);
    const first = await submitAndConfirm(await submissionFor(test.db, consultant.id, { email: "Peter.Muster+firma@Gmail.com" }), {
      db: test.db,
      now: at(0),
      policy,
    });
    await test.db.evaluation.update({ where: { id: first.id }, data: { relationshipConfirmedAt: at(1)() } });

    // The same mailbox, written differently: the answer does not tell that it rated before.
    const again = await submissionFor(test.db, consultant.id, { email: "petermuster@googlemail.com", quality: "mid" });
    const second = await submitEvaluation(again, { db: test.db, now: at(3), policy });
    const { editToken: _a, id: _b, ...firstShape } = first;
    const { editToken: _c, id: _d, ...secondShape } = second;
    expect(Object.keys(secondShape).sort()).toEqual(Object.keys(firstShape).sort());
    expect(second).toMatchObject({ edited: false, confirmationPending: true, codeStatus: "none" });
    const mail = await test.db.emailMessage.findFirstOrThrow({ where: { purpose: "evaluationConfirmation", recipientEmail: "petermuster@googlemail.com" } });
    expect((mail.values as { text: string }).text).toMatch(/bereits bewertet/);
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id } })).toBe(2);

    await confirmEvaluation(second.id, await confirmationTokenFromOutbox(test.db, second.id), { db: test.db, now: at(3.5), policy });
    const rows = await test.db.evaluation.findMany({ where: { consultantId: consultant.id } });
    expect(rows.map((r) => r.id)).toEqual([second.id]);
    // It took over the earlier one's place: creation date, release date, the consultant's confirmation.
    expect(rows[0]!.dateOfCreation.toISOString()).toBe(at(0)().toISOString());
    expect(rows[0]!.relationshipConfirmedAt?.toISOString()).toBe(at(1)().toISOString());
    expect((await test.db.consultant.findUniqueOrThrow({ where: { id: consultant.id } })).evaluationCount).toBe(1);

    const later = await submitAndConfirm(again, { db: test.db, now: at(8), policy });
    expect(later.id).not.toBe(second.id);
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id, emailConfirmedAt: { not: null } } })).toBe(2);
  });

  it("refuses addresses of disposable-mail providers with a localisable message, and an edit cannot change the address", async () => {
    const consultant = await createConsultant(test.db);
    const error = await expectAppError(
      submitEvaluation(await submissionFor(test.db, consultant.id, { email: "x@mailinator.com" }), { db: test.db, policy }),
      "validation",
    );
    expect(error.details.invalidParams).toEqual([expect.objectContaining({ pointer: "/customer/email", code: "validation.disposableEmail" })]);
    const first = await submitEvaluation(await submissionFor(test.db, consultant.id, { email: "stays@example.ch" }), { db: test.db, now: at(0), policy });
    const moved = await submissionFor(test.db, consultant.id, { email: "other@example.ch" });
    const refused = await expectAppError(
      submitEvaluation({ ...moved, id: first.id, editToken: first.editToken }, { db: test.db, now: at(1), policy }),
      "validation",
    );
    expect(refused.details.invalidParams?.[0]?.code).toBe("validation.emailUnchangeable");
    expect(await test.db.evaluation.count({ where: { consultantId: consultant.id } })).toBe(1);
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
  it("answers 201 with the token and a pending confirmation, 422 problem+json for invalid input, and 201 again for the same e-mail", async () => {
    const { POST } = await import("@/app/api/evaluation/route");
    const consultant = await createConsultant(test.db);
    const input = await submissionFor(test.db, consultant.id, { email: "route@example.ch" });
    const post = (body: unknown) =>
      POST(
        new Request("http://localhost/api/evaluation", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
          body: JSON.stringify(body),
        }),
        {
          params: Promise.resolve({}),
        },
      );

    const ok = await post(input);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { id: string; editToken: string; isVerified: boolean; releaseAt: string; confirmationPending: boolean };
    expect(body.editToken).toHaveLength(43);
    expect(body.confirmationPending).toBe(true);
    expect(body.isVerified).toBe(false);
    expect(Number.isNaN(Date.parse(body.releaseAt))).toBe(false);

    const invalid = await post({ ...input, consultingTopicIds: [], customer: { ...input.customer, email: "nope" } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await invalid.json()) as { invalidParams: { pointer: string; message: string }[] };
    expect(problem.invalidParams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          pointer: "/consultingTopicIds",
          messageKey: "validation.topicRequired",
          message: "Bitte wählen Sie mindestens ein Beratungsthema",
        }),
        expect.objectContaining({ pointer: "/customer/email", messageKey: "validation.email" }),
      ]),
    );

    // Nobody learns from the answer whether this address has rated the consultant.
    const duplicate = await post(input);
    expect(duplicate.status).toBe(201);
    expect(Object.keys((await duplicate.json()) as object).sort()).toEqual(Object.keys(body).sort());
  });
});
