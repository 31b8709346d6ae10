// Contact mail only to confirmed addresses (issue 16, item 3), end to end through the real route
// handlers, PostgreSQL and a loopback SMTP server: the confirmation mail is read back and its link
// followed; a message to an unconfirmed address waits and arrives after the confirmation; it is
// dropped after 14 days; changing the address (profile, company, registration) starts over.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["STRIPE_SECRET_KEY", "OIDC_ISSUER", "GOOGLE_MAPS_API_KEY"]) delete process.env[key];
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as account from "@/app/api/account/route";
import * as companyId from "@/app/api/company/[id]/route";
import * as consultants from "@/app/api/consultant/route";
import * as consultantId from "@/app/api/consultant/[id]/route";
import * as email from "@/app/api/email/route";
import * as confirm from "@/app/api/email/confirm/route";
import * as confirmation from "@/app/api/email/confirmation/route";
import { dropExpiredHeldMessages, inspectConfirmationToken } from "@/lib/contact-email/confirmation";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { call, callJson, insertCompany, setupApiDatabase } from "@/tests/support/api";
import { companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { companyBody, consultantProfileBody } from "@/tests/support/request-bodies";
import { type ReceivedMail, setupTestSmtp } from "@/tests/support/smtp";
import { firstItem } from "@/tests/support/first-item";

const smtp = setupTestSmtp();
beforeAll(async () => {
  process.env.SMTP_URL = smtp.url;
});
const ctx = setupApiDatabase();
afterAll(async () => {
  await whenDeliveredSoon();
});

let topicId: number;
let ip = 0;
beforeAll(async () => {
  topicId = (await ctx.current().consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
});

const DAY = 86_400_000;
const profile = (publicEmail: string) => consultantProfileBody({ publicEmail, consultingTopicIds: [topicId], languages: ["fr"] });
const alpenFinanz = (email: string) => companyBody({ name: "Alpen Finanz AG", email });

/** Every mail to `address` that arrived once the background delivery has finished. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  await whenDeliveredSoon();
  return smtp.received.filter((m) => m.envelopeTo.includes(address));
}

async function confirmationMailTo(address: string): Promise<{ mail: ReceivedMail; link: URL; token: string }> {
  await whenDeliveredSoon();
  await smtp.waitFor(1);
  const mails = await mailsTo(address);
  expect(mails.map((m) => m.subject)).toContain("Veuillez confirmer votre adresse e-mail pour les demandes de contact");
  const mail = mails.at(-1)!;
  const href = /https?:\/\/\S+confirm-contact-email\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(href, "the confirmation link in the text part").toBeTruthy();
  const link = new URL(href!);
  return { mail, link, token: link.searchParams.get("token")! };
}

/** What the link's page does: show the address, then confirm on the visitor's click. */
async function followLink(link: URL, locale = "fr") {
  const token = link.searchParams.get("token")!;
  return callJson<{ status?: string; released?: number; detail?: string }>(confirm.POST, "POST", "/api/email/confirm", { body: { token, locale } });
}

function contact(consultant: number, sender = "marc@dupont.example", locale = "fr") {
  return callJson<{ status: string; detail?: string }>(email.POST, "POST", "/api/email", {
    body: { purpose: "contactConsultant", consultantId: consultant, name: "Marc Dupont", email: sender, text: "Bonjour, une question.", locale },
    headers: { "x-forwarded-for": `203.0.113.${++ip}` },
  });
}

/** A profile of its own per address: "anna@…" is Anna Muster, "late@…" Late Muster (one person, one profile). */
async function createConsultant(publicEmail: string): Promise<number> {
  const local = publicEmail.slice(0, publicEmail.indexOf("@"));
  const givenName = local.charAt(0).toUpperCase() + local.slice(1);
  const created = await callJson<{ id: number }>(consultants.POST, "POST", "/api/consultant", {
    actor: platformAdmin(),
    body: { ...profile(publicEmail), givenName },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe("a consultant's public address", () => {
  it("is confirmed by the link mailed to it; a message waits until then and is delivered on confirmation", async () => {
    const id = await createConsultant("anna@muster.example");
    const { link, token } = await confirmationMailTo("anna@muster.example");
    // The consultant speaks French: the mail and the link are French.
    expect(link.pathname).toBe("/fr/confirm-contact-email");
    // Only the token's hash is stored.
    const stored = await ctx.current().contactEmailConfirmation.findFirstOrThrow({ where: { consultantId: id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    smtp.received.length = 0;
    const sent = await contact(id);
    expect(sent).toMatchObject({ status: 202, body: { status: "held" } });
    expect(await mailsTo("anna@muster.example")).toEqual([]);

    expect(await inspectConfirmationToken(token)).toEqual({ state: "valid", email: "anna@muster.example", name: "Anna Muster" });
    const confirmed = await followLink(link);
    expect(confirmed).toMatchObject({ status: 200, body: { status: "confirmed", released: 1 } });
    const delivered = firstItem(await mailsTo("anna@muster.example"));
    expect(delivered.subject).toBe("Nouvelle demande de contact via Beraterwahl");
    expect(delivered.replyTo?.value[0]?.address).toBe("marc@dupont.example");
    expect(delivered.text).toContain("Bonjour, une question.");

    // From now on messages go out at once; the link is spent.
    smtp.received.length = 0;
    expect(await contact(id, "eva@example.ch")).toMatchObject({ status: 202, body: { status: "queued" } });
    expect(await mailsTo("anna@muster.example")).toHaveLength(1);
    expect(await followLink(link)).toMatchObject({ status: 200, body: { status: "alreadyConfirmed", released: 0 } });
  });

  it("refuses a made-up token (404) and an expired link (409), in the page's language", async () => {
    const made = await followLink(new URL(`http://localhost:3000/confirm-contact-email?token=${"x".repeat(43)}`), "de");
    expect(made.status).toBe(404);
    expect(made.body.detail).toBe("Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus der E-Mail.");

    await createConsultant("late@muster.example");
    const { token } = await confirmationMailTo("late@muster.example");
    expect(await inspectConfirmationToken(token, { now: () => new Date(Date.now() + 8 * DAY) })).toEqual({ state: "expired" });
    await ctx.current().contactEmailConfirmation.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) }, where: { email: "late@muster.example" } });
    const expired = await callJson<{ detail: string }>(confirm.POST, "POST", "/api/email/confirm", { body: { token, locale: "en" } });
    expect(expired.status).toBe(409);
    expect(expired.body.detail).toBe("This confirmation link has expired. You can request a new one in your account.");
  });

  it("drops a message that waited 14 days, and a later confirmation does not deliver it", async () => {
    const id = await createConsultant("slow@muster.example");
    await confirmationMailTo("slow@muster.example");
    expect((await contact(id)).body.status).toBe("held");
    expect(await ctx.current().emailMessage.count({ where: { heldForConsultantId: id, status: "held" } })).toBe(1);

    // Thirteen days later it still waits; after fourteen the job step drops it.
    expect((await dropExpiredHeldMessages({ now: () => new Date(Date.now() + 13 * DAY) })).dropped).toBe(0);
    expect((await dropExpiredHeldMessages({ now: () => new Date(Date.now() + 14 * DAY + 60_000) })).dropped).toBe(1);
    expect(await ctx.current().emailMessage.count({ where: { heldForConsultantId: id } })).toBe(0);

    // The first link has expired by then too: the consultant asks for a new one from the account.
    smtp.received.length = 0;
    const again = await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: consultantActor(id), body: { consultantId: id, locale: "fr" } });
    expect(again.status).toBe(202);
    const { link } = await confirmationMailTo("slow@muster.example");
    smtp.received.length = 0;
    expect(await followLink(link)).toMatchObject({ status: 200, body: { status: "confirmed", released: 0 } });
    expect(await mailsTo("slow@muster.example")).toEqual([]);
  });

  it("starts over when the consultant changes it: the old link no longer confirms, the new one does", async () => {
    const id = await createConsultant("old@muster.example");
    const first = await confirmationMailTo("old@muster.example");
    expect((await followLink(first.link)).body.status).toBe("confirmed");

    smtp.received.length = 0;
    const owner = consultantActor(id);
    const changed = await call(consultantId.PUT, "PUT", `/api/consultant/${id}`, {
      actor: owner,
      params: { id: String(id) },
      body: profile("new@muster.example"),
    });
    expect(changed.status).toBe(200);
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id } })).publicEmailConfirmedAt).toBeNull();
    const second = await confirmationMailTo("new@muster.example");

    expect((await contact(id)).body.status).toBe("held");
    expect(await mailsTo("old@muster.example")).toEqual([]);

    expect((await followLink(second.link)).body.status).toBe("confirmed");
    const delivered = firstItem(await mailsTo("new@muster.example").then((m) => m.filter((x) => x.subject?.startsWith("Nouvelle demande"))));
    expect(delivered.replyTo?.value[0]?.address).toBe("marc@dupont.example");
    // A change of case only is the same mailbox: nothing starts over.
    await call(consultantId.PUT, "PUT", `/api/consultant/${id}`, { actor: owner, params: { id: String(id) }, body: profile("NEW@muster.example") });
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id } })).publicEmailConfirmedAt).not.toBeNull();

    // A link mailed for an earlier address cannot confirm whatever address the profile has now.
    await call(consultantId.PUT, "PUT", `/api/consultant/${id}`, { actor: platformAdmin(), params: { id: String(id) }, body: profile("old@muster.example") });
    const outdated = await callJson<{ detail: string }>(confirm.POST, "POST", "/api/email/confirm", { body: { token: second.token, locale: "it" } });
    expect(outdated.status).toBe(409);
    expect(outdated.body.detail).toContain("Nel frattempo l’indirizzo e-mail è stato modificato");
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id } })).publicEmailConfirmedAt).toBeNull();
  });

  it("starts over when a registration claims a profile with another address", async () => {
    const db = ctx.current();
    const claimer = user({ email: "sandro@keller.example" });
    const existing = await db.consultant.create({
      data: {
        number: "CLAIM-1",
        email: "sandro@keller.example",
        honorific: "mr",
        givenName: "Sandro",
        familyName: "Keller",
        streetName: "Weg",
        streetNumber: "1",
        postalCode: "8001",
        city: "Zürich",
        canton: "ZH",
        publicEmail: "sandro@keller.example",
        publicEmailConfirmedAt: new Date(),
        state: "unclaimed",
      },
    });
    const registered = await call(account.POST, "POST", "/api/account", {
      actor: claimer,
      body: {
        ...profile("office@keller.example"),
        givenName: "Sandro",
        familyName: "Keller",
        honorific: "mr",
        claimConsultantId: existing.id,
        acceptsPrivacyPolicy: true,
        termsAndConditions: true,
        locale: "fr",
      },
    });
    expect(registered.status).toBe(201);
    expect((await db.consultant.findUniqueOrThrow({ where: { id: existing.id } })).publicEmailConfirmedAt).toBeNull();
    await confirmationMailTo("office@keller.example");
  });
});

describe("a company's address", () => {
  it("starts over when its administrator changes it, and its messages wait for the new confirmation", async () => {
    const company = await insertCompany(ctx.current(), { email: "info@alpen.example", emailConfirmedAt: new Date() });
    const admin = companyAdmin(0, company.id);
    const changed = await call(companyId.PUT, "PUT", `/api/company/${company.id}`, {
      actor: admin,
      params: { id: String(company.id) },
      body: alpenFinanz("kontakt@alpen.example"),
    });
    expect(changed.status).toBe(200);
    await whenDeliveredSoon();
    await smtp.waitFor(1);
    const mail = firstItem(await mailsTo("kontakt@alpen.example"));
    // A company has no language of its own: German, the platform's.
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse für Kontaktanfragen");
    const token = /token=([\w-]{43})/.exec(mail.text ?? "")![1];

    const held = await callJson<{ status: string }>(email.POST, "POST", "/api/email", {
      body: { purpose: "contactCompany", companyId: company.id, name: "Eva", email: "eva@example.ch", text: "Hello", locale: "en" },
      headers: { "x-forwarded-for": `203.0.113.${++ip}` },
    });
    expect(held.body.status).toBe("held");

    // The administrator sees the address unconfirmed and may ask for the link again.
    smtp.received.length = 0;
    const again = await callJson<{ status: string }>(confirmation.POST, "POST", "/api/email/confirmation", {
      actor: admin,
      body: { companyId: company.id, locale: "de" },
    });
    expect(again).toMatchObject({ status: 202, body: { status: "sent" } });
    await smtp.waitFor(1);
    // Nobody else may, and for them the company's address does not exist.
    expect((await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: user(), body: { companyId: company.id } })).status).toBe(404);
    expect((await call(confirmation.POST, "POST", "/api/email/confirmation", { body: { companyId: company.id } })).status).toBe(401);

    // Both links work until one is used.
    smtp.received.length = 0;
    expect((await callJson(confirm.POST, "POST", "/api/email/confirm", { body: { token } })).body).toEqual({ status: "confirmed", released: 1 });
    const delivered = firstItem(await mailsTo("kontakt@alpen.example"));
    expect(delivered.subject).toBe("New contact request via Beraterwahl");
    expect((await callJson(confirmation.POST, "POST", "/api/email/confirmation", { actor: admin, body: { companyId: company.id } })).body).toEqual({
      status: "alreadyConfirmed",
    });
  });
});
