// The lead inbox (issue 32, items 1 and 3), as the visitor and the consultant see it, in German and French: a visitor
// opens the profile and writes through its contact form; the consultant's insights tab counts the view and the
// message (the page came from the cache: its beacon counted it); the consultant finds the conversation in /account/inbox
// (the account menu counts it as unread), answers from there, and the answer leaves for the visitor in the language
// they wrote in, with the profile's public address as Reply-To. The e2e server runs without SMTP, so the mail is read
// from the outbox, as tests/e2e/contact-email.spec.ts does; tests/integration/lead-inbox.test.ts receives it on a
// loopback SMTP server.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

// Claudia Meier: a consultant whose plan includes the statistics (the seeded Lukas Brunner's trial has ended, so
// his insights tab is locked); she also administers her company, whose conversations her inbox lists too.
let consultant: { id: number; name: string };
const VISITORS = ["erika.inbox-e2e@example.ch", "claire.inbox-e2e@example.ch"];

test.describe.configure({ mode: "serial" });
// Two browsers, a sign-in and three pages per journey on a shared machine.
test.setTimeout(120_000);

test.beforeAll(async ({ request }) => {
  consultant = await sqlRow<typeof consultant>(`SELECT id, "givenName" || ' ' || "familyName" AS name FROM "Consultant" WHERE lower(email) = $1`, [
    LOCAL_ACCOUNTS.companyAdmin,
  ]);
  // The profile's first render opens its database connections; on a loaded machine that can take longer than the
  // pool waits once (503 "temporarily unavailable"). Rendered here first, the journeys start from the cached page.
  for (const prefix of ["", "/fr"]) {
    await expect.poll(async () => (await request.get(`${prefix}/consultants/${consultant.id}`)).status(), { timeout: 60_000 }).toBe(200);
  }
});

test.afterAll(async () => {
  await sql(`DELETE FROM "Conversation" WHERE "senderEmail" = ANY($1)`, [VISITORS]);
  // Every spec's visitors come from 127.0.0.1: leave them the budget this file used.
  await sql(`DELETE FROM "RateLimitBucket" WHERE key LIKE 'contact-%' OR key LIKE 'email:%'`);
});

/** A browser of its own (the visitor's, the consultant's), whose cookie dialog is dismissed whenever it shows. */
async function pageOf(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByRole("dialog", { name: /cookies/i }), async () => {
    await page.keyboard.press("Escape");
  });
  return { page, close: () => context.close() };
}

type Journey = {
  prefix: string;
  visitor: { name: string; email: string; text: string };
  form: { form: string; name: string; email: string; message: string; send: string; done: RegExp };
  inbox: { title: string; unread: string; open: string; answerLabel: string; send: string; sent: string; answered: string; menu: string; menuUnread: string };
  /** The insights tab's figures (account.insights.kinds). */
  insights: { views: string; messages: string };
  answer: string;
  subject: (name: string) => string;
};

const JOURNEYS: Journey[] = [
  {
    prefix: "",
    visitor: { name: "Erika Posteingang", email: VISITORS[0]!, text: "Guten Tag, ich hätte gerne einen Termin für meine Vorsorge." },
    form: { form: "Kontaktformular", name: "Name", email: "E-Mail", message: "Nachricht", send: "Nachricht senden", done: /weitergeleitet|zugestellt/ },
    inbox: {
      title: "Anfragen",
      unread: "Ungelesen",
      open: "Offen",
      answerLabel: "Ihre Antwort",
      send: "Antwort senden",
      sent: "Ihre Antwort ist unterwegs.",
      answered: "Beantwortet",
      menu: "Kontomenü",
      menuUnread: "ungelesen",
    },
    insights: { views: "Profilaufrufe", messages: "Kontaktnachrichten" },
    answer: "Guten Tag Frau Posteingang, gerne. Passt Ihnen Donnerstag um 10 Uhr?",
    subject: (name) => `Antwort von ${name} auf Ihre Anfrage`,
  },
  {
    prefix: "/fr",
    visitor: { name: "Claire Boîte-Réception", email: VISITORS[1]!, text: "Bonjour, pourriez-vous m’aider pour mon hypothèque ?" },
    form: { form: "Formulaire de contact", name: "Nom", email: "E-mail", message: "Message", send: "Envoyer le message", done: /transmis/ },
    inbox: {
      title: "Demandes",
      unread: "Non lue",
      open: "Ouverte",
      answerLabel: "Votre réponse",
      send: "Envoyer la réponse",
      sent: "Votre réponse est en route.",
      answered: "Répondue",
      menu: "Menu du compte",
      menuUnread: "non lues",
    },
    insights: { views: "Consultations du profil", messages: "Messages de contact" },
    answer: "Bonjour Madame Boîte-Réception, volontiers. Jeudi à 10 h vous conviendrait-il ?",
    subject: (name) => `${name} a répondu à votre demande`,
  },
];

async function writeThroughProfile(page: Page, j: Journey) {
  await page.goto(`${j.prefix}/consultants/${consultant.id}`);
  const form = page.getByRole("form", { name: j.form.form });
  await form.getByLabel(j.form.name).fill(j.visitor.name);
  await form.getByLabel(j.form.email).fill(j.visitor.email);
  await form.getByLabel(j.form.message).fill(j.visitor.text);
  await form.getByRole("button", { name: j.form.send }).click();
  await expect(page.getByText(j.form.done)).toBeVisible();
}

/** The period's profile views and contact messages as the consultant's insights tab shows them. */
async function insightsShown(page: Page, j: Journey): Promise<{ views: number; messages: number }> {
  await page.goto(`${j.prefix}/account/profile?tab=insights`);
  const figure = async (label: string) => {
    const tile = page.locator("#panel-insights").getByRole("link", { name: new RegExp(label) });
    return Number((await tile.locator("span.text-xl").innerText()).replace(/\D/g, ""));
  };
  return { views: await figure(j.insights.views), messages: await figure(j.insights.messages) };
}

for (const j of JOURNEYS) {
  test(`${j.prefix || "/de"}: a visitor opens the profile and writes, the consultant sees the view and answers from the inbox, the visitor's mail leaves`, async ({
    browser,
  }) => {
    // The consultant, signed in, notes what the insights tab shows before the visit.
    const { page, close } = await pageOf(browser);
    await signInLocally(page.request, LOCAL_ACCOUNTS.companyAdmin);
    const before = await insightsShown(page, j);

    // The visitor, in a browser of their own (a browser's User-Agent: the beacon counts people, not tools).
    const visitor = await pageOf(browser);
    await writeThroughProfile(visitor.page, j);
    await visitor.close();

    // The page came from the cache; its beacon counted the view, the form the message (written within a second).
    await expect.poll(() => insightsShown(page, j), { timeout: 15_000 }).toEqual({ views: before.views + 1, messages: before.messages + 1 });

    await page.goto(`${j.prefix}/account/inbox`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(j.inbox.title);
    // The account menu counts the unread conversation.
    await expect(page.getByRole("button", { name: new RegExp(j.inbox.menu) })).toContainText(j.inbox.menuUnread);
    // Names no other spec writes with; the newest row first (a retry finds the first attempt's message too).
    const row = page.getByRole("link", { name: new RegExp(j.visitor.name) }).first();
    await expect(row).toContainText(j.inbox.unread);
    await expect(row).toContainText(j.inbox.open);
    await row.click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText(j.visitor.name);
    await expect(page.getByText(j.visitor.text)).toBeVisible();
    await expect(page.getByText(j.visitor.email)).toBeVisible();
    await page.getByLabel(j.inbox.answerLabel).fill(j.answer);
    await page.getByRole("button", { name: j.inbox.send }).click();
    await expect(page.getByRole("status").filter({ hasText: j.inbox.sent })).toBeVisible();
    await expect(page.getByText(j.answer)).toBeVisible();
    await expect(page.getByText(j.inbox.answered, { exact: true })).toBeVisible();

    // The visitor's mail: to their address, in their language, replies going to the profile's public address.
    const mail = await sqlRow<{ subject: string; text: string; replyTo: string; publicEmail: string; name: string }>(
      `SELECT m."values"->>'subject' AS subject, m."values"->>'text' AS text, m."replyTo", c."publicEmail",
              concat_ws(' ', c.title, c."givenName", c."familyName") AS name
       FROM "EmailMessage" m, "Consultant" c
       WHERE m.purpose = 'inboxReply' AND m."recipientEmail" = $1 AND c.id = $2
       ORDER BY m."createdAt" DESC LIMIT 1`,
      [j.visitor.email, consultant.id],
    );
    expect(mail.subject).toBe(j.subject(mail.name));
    expect(mail.replyTo).toBe(mail.publicEmail);
    expect(mail.text).toContain(j.answer);
    expect(mail.text).toContain(j.visitor.text);
    await close();
  });
}
