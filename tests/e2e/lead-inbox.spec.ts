// The lead inbox (issue 32, items 1 and 3), as the visitor and the consultant see it, in German and French: a visitor
// opens the profile and writes through its contact form; the consultant's insights tab counts the view and the
// message (the page came from the cache: its beacon counted it); the consultant finds the conversation in /account/inbox
// (the account menu counts it as unread), answers from there, and the answer arrives in the visitor's mailbox: over
// SMTP, at the loopback mail server that scripts/test.ts runs for the e2e server (tests/support/e2e-mail.ts), in the
// language they wrote in, with the profile's public address as Reply-To. The server sends it right after the answer
// is committed (deliverSoon), as in production; nothing here triggers the delivery.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { mailCount, waitForMail } from "@/tests/support/e2e-mail";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

// Claudia Meier: a consultant whose plan includes the statistics (the seeded Lukas Brunner's trial has ended, so
// his insights tab is locked); she also administers her company, whose conversations her inbox lists too.
let consultant: { id: number; name: string; publicEmail: string };
const VISITORS = ["erika.inbox-e2e@example.ch", "claire.inbox-e2e@example.ch"];

test.describe.configure({ mode: "serial" });
// Two browsers, a sign-in and three pages per journey on a shared machine.
test.setTimeout(120_000);

test.beforeAll(async ({ request }) => {
  // The name as the answer is signed (with the title), and the public address replies go to.
  consultant = await sqlRow<typeof consultant>(
    `SELECT id, concat_ws(' ', title, "givenName", "familyName") AS name, "publicEmail" FROM "Consultant" WHERE lower(email) = $1`,
    [LOCAL_ACCOUNTS.companyAdmin],
  );
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
  /** The mail in the journey's language (emails.inbox.reply, emails.layout): subject and lines, given the visitor's and the consultant's names. */
  mail: { lang: string; subject: (name: string) => string; lines: (visitor: string, name: string) => string[] };
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
    mail: {
      lang: "de",
      subject: (name) => `Antwort von ${name} auf Ihre Anfrage`,
      lines: (visitor, name) => [
        `Guten Tag ${visitor}`,
        `${name} hat Ihnen geantwortet`,
        "Ihre Nachricht vom ",
        `Antworten Sie direkt auf diese E-Mail, um ${name} zu erreichen.`,
      ],
    },
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
    mail: {
      lang: "fr",
      subject: (name) => `${name} a répondu à votre demande`,
      lines: (visitor, name) => [
        `Bonjour ${visitor},`,
        `${name} vous a répondu`,
        "Votre message du ",
        `Répondez directement à cet e-mail pour joindre ${name}.`,
      ],
    },
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
  test(`${j.prefix || "/de"}: a visitor opens the profile and writes, the consultant sees the view and answers from the inbox, the visitor's mail arrives`, async ({
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
    const mailsBefore = mailCount();
    await page.getByRole("button", { name: j.inbox.send }).click();
    await expect(page.getByRole("status").filter({ hasText: j.inbox.sent })).toBeVisible();
    await expect(page.getByText(j.answer)).toBeVisible();
    await expect(page.getByText(j.inbox.answered, { exact: true })).toBeVisible();

    // The visitor's mail, as it arrived over SMTP: for their address, in their language, with the answer and their
    // own message quoted, replies going to the profile's public address.
    const mail = await waitForMail((m) => m.deliveredTo.includes(j.visitor.email) && Boolean(m.text?.includes(j.answer)), { after: mailsBefore });
    expect(mail.deliveredTo).toEqual([j.visitor.email]);
    expect(mail.to).toMatchObject({ value: [{ address: j.visitor.email, name: j.visitor.name }] });
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([consultant.publicEmail]);
    expect(mail.subject).toBe(j.mail.subject(consultant.name));
    for (const line of [...j.mail.lines(j.visitor.name, consultant.name), j.answer, j.visitor.text]) expect(mail.text).toContain(line);
    expect(mail.html).toContain(`<html lang="${j.mail.lang}">`);
    // The outbox row it came from is marked sent.
    const id = String(mail.headers.get("x-beraterwahl-message-id"));
    await expect
      .poll(
        async () => (await sql<{ status: string }>(`SELECT status::text FROM "EmailMessage" WHERE id = $1::uuid AND purpose = 'inboxReply'`, [id]))[0]?.status,
      )
      .toBe("sent");
    await close();
  });
}
