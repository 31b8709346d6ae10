// The dispute procedure in Chromium, in German and in French (docs/product-rules.md#disputes): the rated
// consultant disputes a review from the account list, a platform administrator asks its author, the
// author answers through the mailed link (read from the outbox), the review card says "disputed since",
// the administrator decides, and both sides read the outcome.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";
import { formatDate } from "@/lib/format/dates";

const TEXTS = {
  de: {
    prefix: "",
    dispute: "Bestreiten",
    reason: "Die Bewertung behauptet falsche Tatsachen",
    submit: "Einspruch senden",
    screening: "Unsere Moderation prüft ihn.",
    ask: "Bewertende Person fragen",
    waiting: "Wartet auf die bewertende Person",
    sent: "Vielen Dank. Wir haben Ihre Antwort erhalten",
    disputedSince: "Bestritten seit",
    kept: "Belassen (nach Einspruch geprüft)",
    shown: "Die bewertende Person hat die Beratung nachgewiesen",
    decide: "Entscheiden",
    outcome: "Die Bewertung bleibt online.",
    checked: "Nach Einspruch geprüft",
    answerSubject: "Worum ging es in der Beratung?",
    answerText: "Ihre Schilderung",
    sendAnswer: "Antwort senden",
    date: "Datum der Beratung",
    summary: "Was der Berater lesen darf",
    explanation: "Ihre Begründung",
    decided: "Entschieden am",
    reasonLabel: "Grund",
  },
  fr: {
    prefix: "/fr",
    dispute: "Contester",
    reason: "L’évaluation affirme des faits inexacts",
    submit: "Envoyer la contestation",
    screening: "Notre modération l’examine.",
    ask: "Interroger l’auteur",
    waiting: "En attente de l’auteur",
    sent: "Merci. Nous avons reçu votre réponse",
    disputedSince: "Contestée depuis le",
    kept: "Maintenue (vérifiée après contestation)",
    shown: "L’auteur a démontré la consultation",
    decide: "Décider",
    outcome: "L’évaluation reste en ligne.",
    checked: "Vérifiée après contestation",
    answerSubject: "Sur quoi portait la consultation ?",
    answerText: "Votre description",
    sendAnswer: "Envoyer ma réponse",
    date: "Date de la consultation",
    summary: "Ce que le conseiller peut lire",
    explanation: "Votre explication",
    decided: "Décidé le",
    reasonLabel: "Motif",
  },
} as const;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await presetCookieChoice(context, "necessary");
  const page = await context.newPage();
  await signInLocally(page.request, email);
  return page;
}

/** A fresh published review of the seeded consultant (the newest, first in the account list), in the reviewer's language. */
async function publishedReview(locale: "de" | "fr", comment: string): Promise<{ id: string; email: string }> {
  const email = `dispute.${locale}.${Date.now()}@kunden.example`;
  const row = await sqlRow<{ id: string }>(
    `INSERT INTO "Evaluation" ("id", "consultantId", "releaseAt", "state", "publishedAt", "emailConfirmedAt", "editTokenHash", "customerHonorific",
       "customerGivenName", "customerFamilyName", "customerEmail", "nameDisplayStyle", "language", "privacyPolicyAndTermsAndConditions", "overallRating", "comment")
     SELECT gen_random_uuid(), c.id, now(), 'published', now(), now(), repeat('0', 64), 'mrs', 'Dora', 'Disput', $1, 'givenNameAndFamilyNameInitial', $2, true, 2, $3
     FROM "Consultant" c WHERE lower(c.email) = $4 RETURNING id`,
    [email, locale, comment, LOCAL_ACCOUNTS.consultant],
  );
  return { id: row.id, email };
}

for (const locale of ["de", "fr"] as const) {
  const t = TEXTS[locale];
  test(`a consultant disputes a review, its author answers through the mailed link, an administrator decides, both read the outcome (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const comment = `Beratung ${locale} ${Date.now()}: teuer und unklar.`;
    const review = await publishedReview(locale, comment);

    // The consultant disputes from the account list.
    const consultant = await signedInPage(browser, LOCAL_ACCOUNTS.consultant);
    await consultant.goto(`${t.prefix}/account/profile`);
    const item = consultant.getByRole("listitem").filter({ hasText: comment });
    await item.getByRole("button", { name: t.dispute }).click();
    await consultant.getByLabel(t.reasonLabel).selectOption({ label: t.reason });
    await consultant.getByLabel(t.explanation).fill("Die Kosten waren vorab schriftlich vereinbart und tiefer als behauptet.");
    await consultant.getByRole("button", { name: t.submit }).click();
    await expect(item.getByTestId("dispute-state")).toContainText(t.screening);
    const { id: disputeId } = await sqlRow<{ id: number }>(`SELECT id FROM "EvaluationDispute" WHERE "evaluationId" = $1`, [review.id]);

    // An administrator screens it and asks the author.
    const admin = await signedInPage(browser, LOCAL_ACCOUNTS.platformAdmin);
    await admin.goto(`${t.prefix}/administration/moderation/disputes/${disputeId}`);
    await expect(admin.getByText(comment)).toBeVisible();
    await admin.getByRole("button", { name: t.ask }).click();
    await expect(admin.getByTestId("dispute-status")).toContainText(t.waiting);

    // The author answers through the link of the mail (read from the outbox), in the review's language.
    const mail = await sqlRow<{ url: string }>(
      `SELECT "values"->>'callToActionUrl' AS "url" FROM "EmailMessage" WHERE "purpose" = 'dispute-request' AND "recipientEmail" = $1`,
      [review.email],
    );
    const link = new URL(mail.url);
    expect(link.pathname.startsWith(`${t.prefix}/evaluation/${review.id}/dispute/`)).toBe(true);
    const reviewerContext = await browser.newContext();
    await presetCookieChoice(reviewerContext, "necessary");
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto(link.pathname);
    await expect(reviewer.getByText(comment).first()).toBeVisible();
    await reviewer.getByLabel(t.date).fill("2026-03-02");
    await reviewer.getByLabel(t.answerSubject).fill("Hypothek");
    await reviewer.getByLabel(t.answerText).fill("Termin in Zürich am 2. März, Erneuerung meiner Hypothek.");
    await reviewer.getByRole("button", { name: t.sendAnswer }).click();
    await expect(reviewer.getByText(t.sent)).toBeVisible();

    // Meanwhile the review stays public, marked as disputed.
    await reviewer.goto(`${t.prefix}/evaluation/${review.id}`);
    await expect(reviewer.getByText(`${t.disputedSince} ${formatDate(new Date())}`)).toBeVisible();

    // The administrator decides: kept, the consultation shown, with what the consultant may read.
    await admin.reload();
    await expect(admin.getByTestId("reviewer-answer")).toContainText("Hypothek");
    await admin.getByLabel(t.kept).check();
    await admin.getByLabel(t.shown).check();
    await admin.getByLabel(t.summary).fill("Die bewertende Person hat Datum und Thema der Beratung glaubhaft geschildert.");
    await admin.getByRole("button", { name: t.decide }).click();
    await expect(admin.getByRole("heading", { name: t.decided })).toBeVisible();

    // Both sides read the outcome: the consultant in the account, the author on the public card and in the statement mail.
    await consultant.reload();
    await expect(item.getByTestId("dispute-state")).toContainText(t.outcome);
    await expect(item.getByTestId("dispute-state")).toContainText("glaubhaft geschildert");
    await reviewer.goto(`${t.prefix}/evaluation/${review.id}`);
    await expect(reviewer.getByText(t.checked).first()).toBeVisible();
    const statements = await sql(`SELECT 1 FROM "EmailMessage" WHERE "recipientEmail" = $1 AND "purpose" <> 'dispute-request'`, [review.email]);
    expect(statements.length).toBeGreaterThanOrEqual(1);
  });
}
