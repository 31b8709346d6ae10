// The rating questionnaire's loader (lib/public-pages/questionnaire-page.ts): which consultant is rated,
// what an edit link opens or why it opens nothing, which rating link the visit counts for (issue 32) and
// which code the form carries. Real PostgreSQL; evaluations submitted through the real service.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn, revalidateTag: () => undefined }));

import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { loadQuestionnairePage } from "@/lib/public-pages/questionnaire-page";
import { insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
const ids = { active: 0, disabled: 0 };

beforeAll(async () => {
  ids.active = (await insertConsultant(ctx.current(), { givenName: "Rita", familyName: "Rating" })).id;
  ids.disabled = (await insertConsultant(ctx.current(), { givenName: "Dora", familyName: "Deaktiviert", state: "disabled" })).id;
});

afterAll(() => whenDeliveredSoon());

describe("the questionnaire's loader", () => {
  it("an unknown or malformed id is a 404, a disabled profile is not rated (the page redirects home)", async () => {
    expect((await loadQuestionnairePage("99999999", "de", {})).kind).toBe("missing");
    expect((await loadQuestionnairePage("anna", "de", {})).kind).toBe("missing");
    expect((await loadQuestionnairePage(`${ids.disabled}-dora`, "de", {})).kind).toBe("unreachable");
  });

  it("a rating link: the form with the questions; the visit counts for its source; only a well-formed code is carried", async () => {
    const common = await loadQuestionnairePage(`${ids.active}-rita-rating`, "fr", {});
    if (common.kind !== "found") throw new Error(common.kind);
    expect(common.consultant.name).toBe("Rita Rating");
    expect(common.questionnaire.questions.length).toBeGreaterThan(0);
    expect(common).toMatchObject({ notice: null, initialValues: undefined, formLocale: "fr", code: undefined, beacon: "ratingLinkCommon" });
    expect(await loadQuestionnairePage(String(ids.active), "de", { code: "0123456789" })).toMatchObject({ code: "0123456789", beacon: "ratingLinkCoded" });
    expect(await loadQuestionnairePage(String(ids.active), "de", { code: "12", src: "qr" })).toMatchObject({ code: undefined, beacon: "ratingLinkQr" });
  });

  it("an edit link opens the evaluation in the page's language, counts no rating link, and says why it cannot be edited", async () => {
    const input = await submissionFor(ctx.current(), ids.active, { language: "de" });
    const fresh = await submitEvaluation(input, { db: ctx.current() });
    const edit = await loadQuestionnairePage(String(ids.active), "en", { id: fresh.id, editToken: fresh.editToken });
    expect(edit).toMatchObject({ kind: "found", notice: null, beacon: null, initialValues: { id: fresh.id, language: "en", comment: input.comment } });

    const wrongToken = await loadQuestionnairePage(String(ids.active), "de", { id: fresh.id, editToken: "not-the-token" });
    expect(wrongToken).toMatchObject({ notice: "editInvalid", initialValues: undefined, beacon: null });
    expect(await loadQuestionnairePage(String(ids.active), "de", { id: fresh.id })).toMatchObject({ notice: "editInvalid" });
    expect(await loadQuestionnairePage(String(ids.active), "de", { editToken: fresh.editToken })).toMatchObject({ notice: "editInvalid" });

    const old = await submitEvaluation(await submissionFor(ctx.current(), ids.active), {
      db: ctx.current(),
      now: () => new Date(Date.now() - 365 * 86_400_000),
    });
    expect(await loadQuestionnairePage(String(ids.active), "de", { id: old.id, editToken: old.editToken })).toMatchObject({ notice: "editClosed" });
  });
});
