// A visitor without an account reports a review (issue 30, item 1), in German and in French: the dialog
// asks for the reason, an explanation, name, e-mail and the good-faith statement; the notice counts once
// the mailed link's page is confirmed with one click; it hides nothing by itself. Every mail is written to the
// outbox before it is sent (the e2e server sends over SMTP to the catcher of tests/support/e2e-mail.ts); the link
// is read from there.
import { expect, test, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";

let review: { id: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  review = await sqlRow<{ id: string }>(
    `SELECT e.id FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId"
     WHERE e.state = 'published' AND e."hiddenAt" IS NULL AND c.state = 'active' ORDER BY e."dateOfCreation" DESC LIMIT 1`,
  );
});

test.afterAll(async () => {
  await sql(`DELETE FROM "ModerationNotice" WHERE "reporterEmail" LIKE '%@e2e-melden.example'`);
  // Every spec's visitors come from 127.0.0.1: leave them the budget this file used.
  await sql(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'moderation-%'`);
});

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole("dialog", { name: /cookies/i }), async () => {
    await page.keyboard.press("Escape");
  });
});

type Texts = {
  report: string;
  dialog: string;
  reason: string;
  reasonOption: string;
  explanation: string;
  name: string;
  email: string;
  goodFaith: RegExp;
  send: string;
};

async function report(page: Page, path: string, texts: Texts, address: string) {
  await page.goto(path);
  await page.getByRole("button", { name: texts.report, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: texts.dialog });
  await expect(dialog).toBeVisible();
  // Sent without the good-faith statement: refused on the field, nothing stored.
  await dialog.getByLabel(texts.reason).selectOption({ label: texts.reasonOption });
  await dialog.getByLabel(texts.explanation).fill("Die Bewertung nennt die Privatadresse einer Drittperson.");
  await dialog.getByLabel(texts.name).fill("Vera Besucherin");
  await dialog.getByLabel(texts.email).fill(address);
  await dialog.getByRole("button", { name: texts.send }).click();
  await expect(dialog.getByLabel(texts.goodFaith)).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel(texts.goodFaith).check();
  await dialog.getByRole("button", { name: texts.send }).click();
  return dialog;
}

async function confirmationLink(address: string): Promise<{ path: string; subject: string }> {
  const mail = await sqlRow<{ url: string; subject: string }>(
    `SELECT "values"->>'callToActionUrl' AS url, "values"->>'subject' AS subject FROM "EmailMessage"
     WHERE purpose = 'moderationNotice' AND "recipientEmail" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [address],
  );
  const url = new URL(mail.url);
  return { path: `${url.pathname}${url.search}`, subject: mail.subject };
}

test("a visitor reports a review in German and confirms the notice by the mailed link", async ({ page }) => {
  const address = "vera@e2e-melden.example";
  const dialog = await report(
    page,
    `/evaluation/${review.id}`,
    {
      report: "Melden",
      dialog: "Diese Bewertung melden",
      reason: "Grund",
      reasonOption: "Personendaten Dritter",
      explanation: "Erklärung",
      name: "Ihr Name",
      email: "Ihre E-Mail-Adresse",
      goodFaith: /Ich bestätige, dass die Angaben/,
      send: "Meldung senden",
    },
    address,
  );
  await expect(dialog.getByRole("status")).toContainText("Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse");

  const link = await confirmationLink(address);
  expect(link.subject).toBe("Bitte bestätigen Sie Ihre Meldung");
  // Opening the link changes nothing (mail scanners open links too); the click confirms.
  await page.goto(link.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestätigen Sie Ihre Meldung");
  expect((await sqlRow<{ status: string }>(`SELECT status::text FROM "ModerationNotice" WHERE "reporterEmail" = $1`, [address])).status).toBe("unconfirmed");
  await page.getByRole("button", { name: "Ja, diese Meldung stammt von mir" }).click();
  await expect(page.getByRole("status")).toContainText("Danke, Ihre Meldung ist bestätigt");
  const notice = await sqlRow<{ status: string; reason: string; hidden: boolean }>(
    `SELECT n.status::text, n.reason::text, e."hiddenAt" IS NOT NULL AS hidden FROM "ModerationNotice" n JOIN "Evaluation" e ON e.id = n."evaluationId" WHERE n."reporterEmail" = $1`,
    [address],
  );
  // In the moderators' queue; the review itself stays visible until a moderator decides.
  expect(notice).toEqual({ status: "open", reason: "personalDataOfOthers", hidden: false });
  const receipt = await sqlRow<{ subject: string }>(
    `SELECT "values"->>'subject' AS subject FROM "EmailMessage" WHERE purpose = 'moderationNotice' AND "recipientEmail" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [address],
  );
  expect(receipt.subject).toBe("Wir haben Ihre Meldung erhalten");
});

test("a visitor reports a review in French", async ({ page }) => {
  const address = "claire@e2e-melden.example";
  const dialog = await report(
    page,
    `/fr/evaluation/${review.id}`,
    {
      report: "Signaler",
      dialog: "Signaler cette évaluation",
      reason: "Motif",
      reasonOption: "Insulte ou menace",
      explanation: "Explication",
      name: "Votre nom",
      email: "Votre adresse e-mail",
      goodFaith: /Je confirme que les informations/,
      send: "Envoyer le signalement",
    },
    address,
  );
  await expect(dialog.getByRole("status")).toContainText("Presque terminé : veuillez confirmer votre adresse e-mail");
  const link = await confirmationLink(address);
  expect(link.subject).toBe("Veuillez confirmer votre signalement");
  await page.goto(link.path);
  await page.getByRole("button", { name: "Oui, ce signalement vient de moi" }).click();
  await expect(page.getByRole("status")).toContainText("Merci, votre signalement est confirmé");
});
