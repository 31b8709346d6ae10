// The loaders of an evaluation's public page and of the customer's summary (lib/public-pages/evaluation-page.ts,
// evaluation-summary-page.ts): which evaluation is a public page, and who reads the summary with its edit link
// (the customer's token, an administrator) while everybody else is sent to the public page or gets a 404.
// Real PostgreSQL; evaluations inserted or submitted through the real service.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn, revalidateTag: () => undefined }));

import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { loadEvaluationPage } from "@/lib/public-pages/evaluation-page";
import { loadEvaluationSummaryPage } from "@/lib/public-pages/evaluation-summary-page";
import { anonymous, platformAdmin } from "@/tests/support/actors";
import { insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
const ids = { consultant: 0, published: "", inReview: "" };

beforeAll(async () => {
  ids.consultant = (await insertConsultant(ctx.current(), { givenName: "Eva", familyName: "Bewertet" })).id;
  ids.published = (await insertEvaluation(ctx.current(), ids.consultant, 4.5)).id;
  ids.inReview = (await insertEvaluation(ctx.current(), ids.consultant, 2, { state: "inReview" })).id;
});

afterAll(() => whenDeliveredSoon());

describe("an evaluation's public page", () => {
  it("shows a published evaluation with its consultant; one in review, an unknown or a malformed id is a 404", async () => {
    const page = await loadEvaluationPage(ids.published, "de");
    expect(page?.evaluation.id).toBe(ids.published);
    expect(page?.consultant).toMatchObject({ id: ids.consultant, name: "Eva Bewertet" });
    expect(await loadEvaluationPage(ids.inReview, "de")).toBeNull();
    expect(await loadEvaluationPage("00000000-0000-4000-8000-000000000000", "de")).toBeNull();
    expect(await loadEvaluationPage("not-a-uuid", "de")).toBeNull();
  });
});

describe("the customer's summary", () => {
  it("opens with the customer's token, with the edit link while editing is allowed and a rejected code said", async () => {
    const fresh = await submitEvaluation(await submissionFor(ctx.current(), ids.consultant), { db: ctx.current() });
    const page = await loadEvaluationSummaryPage(anonymous, fresh.id, "de", { editToken: fresh.editToken, code: "rejected" });
    expect(page).toMatchObject({ kind: "summary", editToken: fresh.editToken, codeRejected: true });
    if (page.kind !== "summary") throw new Error(page.kind);
    expect(page.editHref).toBe(`/consultants/${ids.consultant}/questionnaire?id=${fresh.id}&editToken=${encodeURIComponent(fresh.editToken)}`);
    // Without the token, an evaluation that is not public is nobody else's business: a 404.
    expect(await loadEvaluationSummaryPage(anonymous, fresh.id, "de", {})).toEqual({ kind: "missing" });
    // An administrator reads it without a token, but gets no edit link (that is the customer's).
    expect(await loadEvaluationSummaryPage(platformAdmin(), fresh.id, "de", {})).toMatchObject({ kind: "summary", editHref: null, codeRejected: false });
  });

  it("without the token, a published evaluation's summary sends the visitor to its public page; after the edit window, no edit link", async () => {
    expect(await loadEvaluationSummaryPage(anonymous, ids.published, "de", { editToken: "not-the-token" })).toEqual({
      kind: "public",
      evaluationId: ids.published,
    });
    const old = await submitEvaluation(await submissionFor(ctx.current(), ids.consultant), {
      db: ctx.current(),
      now: () => new Date(Date.now() - 365 * 86_400_000),
    });
    expect(await loadEvaluationSummaryPage(anonymous, old.id, "de", { editToken: old.editToken })).toMatchObject({ kind: "summary", editHref: null });
  });
});
