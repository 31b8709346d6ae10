// Contact mail only to confirmed addresses (issue 16, item 3), as the visitor and the consultant see
// it: a message to an unconfirmed address waits, the account shows the state and sends the link
// again, the link's page confirms with one click, and a cap's refusal appears in the form in the
// visitor's language. Every mail is written to the outbox before it is sent (the e2e server sends over SMTP to
// the catcher of tests/support/e2e-mail.ts); the link is read from there.
import { expect, test, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

const TEST_ADDRESS = "lukas.e2e-kontakt@example.ch";
let consultant: { id: number; publicEmail: string; confirmedAt: Date | null; name: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  consultant = await sqlRow<typeof consultant>(
    `SELECT id, "publicEmail", "publicEmailConfirmedAt" AS "confirmedAt", "givenName" || ' ' || "familyName" AS name FROM "Consultant" WHERE lower(email) = $1`,
    [LOCAL_ACCOUNTS.consultant],
  );
  // A new address: the database forgets the seeded confirmation (as after a change in the profile).
  await sql(`UPDATE "Consultant" SET "publicEmail" = $2 WHERE id = $1`, [consultant.id, TEST_ADDRESS]);
});

test.afterAll(async () => {
  await sql(`UPDATE "Consultant" SET "publicEmail" = $2 WHERE id = $1`, [consultant.id, consultant.publicEmail]);
  await sql(`UPDATE "Consultant" SET "publicEmailConfirmedAt" = $2 WHERE id = $1`, [consultant.id, consultant.confirmedAt]);
  // Every spec's visitors come from 127.0.0.1: leave them the budget this file used.
  await sql(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'contact-%' OR key LIKE 'email:%'`);
});

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole("dialog", { name: /cookies/i }), async () => {
    await page.keyboard.press("Escape");
  });
});

async function writeTo(page: Page, labels: { form: string; name: string; email: string; message: string; send: string }) {
  const form = page.getByRole("form", { name: labels.form });
  await form.getByLabel(labels.name).fill("Erika Muster");
  await form.getByLabel(labels.email).fill("erika.muster@example.ch");
  await form.getByLabel(labels.message).fill("Guten Tag, ich hätte gerne einen Termin.");
  await form.getByRole("button", { name: labels.send }).click();
}

const GERMAN_FORM = { form: "Kontaktformular", name: "Name", email: "E-Mail", message: "Nachricht", send: "Nachricht senden" };

test("a message to an unconfirmed address waits; the consultant sends the link again and confirms it", async ({ page }) => {
  await page.goto(`/consultants/${consultant.id}`);
  await writeTo(page, GERMAN_FORM);
  await expect(page.getByText(`Ihre Nachricht an ${consultant.name} wird zugestellt, sobald die E-Mail-Adresse bestätigt ist`)).toBeVisible();

  await signInLocally(page.request, LOCAL_ACCOUNTS.consultant);
  await page.goto("/account/profile");
  const card = page.getByRole("region", { name: "Öffentliche E-Mail-Adresse" });
  await expect(card).toContainText(`${TEST_ADDRESS} ist noch nicht bestätigt.`);
  await expect(card).toContainText("Eine Nachricht wartet.");
  await card.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
  await expect(card.getByRole("status")).toHaveText(`Ein neuer Bestätigungslink ist an ${TEST_ADDRESS} unterwegs.`);

  const mail = await sqlRow<{ url: string; subject: string }>(
    `SELECT "values"->>'callToActionUrl' AS url, "values"->>'subject' AS subject FROM "EmailMessage"
     WHERE purpose = 'contactEmailConfirmation' AND "recipientEmail" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [TEST_ADDRESS],
  );
  expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse für Kontaktanfragen");
  // Opening the link changes nothing (mail scanners open links too); the click confirms.
  await page.goto(mail.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mail-Adresse bestätigen");
  await expect(page.getByText(`Bestätigen Sie, dass Kontaktanfragen für ${consultant.name} an ${TEST_ADDRESS} gesendet werden dürfen.`)).toBeVisible();
  await page.getByRole("button", { name: "Adresse bestätigen" }).click();
  await expect(
    page.getByText(
      `Danke! ${TEST_ADDRESS} ist bestätigt. Kontaktanfragen werden ab jetzt an diese Adresse gesendet. Eine wartende Nachricht ist unterwegs zu Ihnen.`,
    ),
  ).toBeVisible();
  const released = await sqlRow<{ n: number }>(
    `SELECT count(*)::int AS n FROM "EmailMessage" WHERE purpose = 'contactConsultant' AND "recipientEmail" = $1 AND status <> 'held'`,
    [TEST_ADDRESS],
  );
  expect(released.n).toBe(1);

  await page.goto(mail.url);
  await expect(page.getByText("Diese Adresse ist bereits bestätigt.")).toBeVisible();
  await page.goto("/account/profile");
  await expect(page.getByRole("region", { name: "Öffentliche E-Mail-Adresse" })).toContainText(`${TEST_ADDRESS} ist bestätigt.`);
});

test("a cap's refusal shows in the contact form in the visitor's language", async ({ page }) => {
  // The consultant's day is full (20 messages): counted where every app server counts it. The token
  // bucket is empty when its theoretical arrival time lies a whole window (a day) ahead.
  await sql(
    `INSERT INTO "RateLimitBucket" ("key", "tat") VALUES ($1, now() + interval '1 day')
     ON CONFLICT ("key") DO UPDATE SET "tat" = now() + interval '1 day'`,
    [`contact-recipient:consultant:${consultant.id}`],
  );
  await page.goto(`/fr/consultants/${consultant.id}`);
  await writeTo(page, { form: "Formulaire de contact", name: "Nom", email: "E-mail", message: "Message", send: "Envoyer le message" });
  await expect(page.getByRole("form", { name: "Formulaire de contact" }).getByRole("alert")).toHaveText(
    "Cette personne a déjà reçu un très grand nombre de demandes de contact aujourd’hui. Veuillez réessayer demain.",
  );
});

test("a made-up link says so, in the page's language", async ({ page }) => {
  await page.goto("/it/confirm-contact-email?token=abc");
  await expect(page.getByText("Questo link di conferma non è valido. Utilizzi il link completo dell’e-mail.")).toBeVisible();
});
