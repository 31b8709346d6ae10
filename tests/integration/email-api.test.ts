// POST /api/email end to end: validation, no open relay, rate limit, and every purpose arriving at
// a real SMTP server on loopback with the right recipient, subject and language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestSmtp } from "@/tests/support/smtp";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { firstItem } from "@/tests/support/first-item";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

let database: TestDatabase;
const smtp = setupTestSmtp();
let POST: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let whenDeliveredSoon: () => Promise<void>;
let consultantId: number;
let disabledConsultantId: number;
let companyId: number;
let ipCounter = 0;

function post(body: unknown, ip = `10.0.0.${++ipCounter}`): Promise<Response> {
  const request = new Request("http://localhost:3000/api/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({}) });
}

const consultantBase = {
  honorific: "mrs" as const,
  streetName: "Bahnhofstrasse",
  streetNumber: "1",
  postalCode: "8001",
  city: "Zürich",
  canton: "ZH" as const,
};

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.SMTP_URL = smtp.url;
  process.env.TEAM_EMAIL = "team@test.beraterwahl.ch";
  process.env.FEEDBACK_EMAIL = "feedback@test.beraterwahl.ch";
  process.env.SALES_EMAIL = "sales@test.beraterwahl.ch";
  ({ POST } = await import("@/app/api/email/route"));
  ({ whenDeliveredSoon } = await import("@/lib/email/deliver-soon"));

  const anna = await database.db.consultant.create({
    data: {
      ...consultantBase,
      number: "C-1",
      givenName: "Anna",
      familyName: "Rossi",
      publicEmail: "anna@rossi.example",
      publicEmailConfirmedAt: new Date(),
      languages: ["it", "de"],
      state: "active",
    },
  });
  const off = await database.db.consultant.create({
    data: { ...consultantBase, number: "C-2", givenName: "Off", familyName: "Line", publicEmail: "off@line.example", state: "disabled" },
  });
  const company = await database.db.company.create({
    data: {
      number: "F-1",
      name: "Alpen Finanz AG",
      streetName: "Weg",
      streetNumber: "2",
      postalCode: "3011",
      city: "Bern",
      canton: "BE",
      email: "info@alpenfinanz.example",
      emailConfirmedAt: new Date(),
    },
  });
  consultantId = anna.id;
  disabledConsultantId = off.id;
  companyId = company.id;
});

afterAll(async () => {
  await whenDeliveredSoon?.();
  await dropAfterAppClient(database);
});

async function sentOne() {
  await whenDeliveredSoon();
  const mail = firstItem(await smtp.waitFor(1));
  expect(smtp.received).toHaveLength(1);
  return mail;
}

describe("POST /api/email", () => {
  it("sends feedback to the feedback mailbox, in German", async () => {
    const response = await post({ purpose: "feedback", topic: "loadTime", comment: "Die Suche ist <b>langsam</b>.", privacyAgreement: true, locale: "fr" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "queued" });
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["feedback@test.beraterwahl.ch"]);
    expect(mail.subject).toBe("Feedback zu Beraterwahl: Ladezeit");
    expect(mail.text).toContain("Die Suche ist <b>langsam</b>.");
    // The visitor's markup is escaped in the HTML part, never rendered.
    expect(mail.html).toContain("Die Suche ist &lt;b&gt;langsam&lt;/b&gt;.");
    expect(mail.html).not.toContain("<b>langsam</b>");
  });

  // Both addresses were confirmed by their owners (tests/integration/contact-email-confirmation.test.ts covers the way there).
  it("sends a contact message to the consultant's public address in their language, replying to the sender", async () => {
    const response = await post({
      purpose: "contactConsultant",
      consultantId,
      name: "Marc Dupont",
      email: "marc@dupont.example",
      text: "Bonjour, j'ai une question.",
      locale: "fr",
    });
    expect(response.status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["anna@rossi.example"]);
    expect(mail.subject).toBe("Nuova richiesta di contatto tramite Beraterwahl");
    expect(mail.replyTo?.value[0]?.address).toBe("marc@dupont.example");
    expect(mail.text).toContain("Buongiorno Anna Rossi,");
    expect(mail.text).toContain("Bonjour, j'ai une question.");
  });

  it("sends a contact message to the company's address in the sender's language", async () => {
    const response = await post({ purpose: "contactCompany", companyId, name: "Eva", email: "eva@example.ch", text: "Hello", locale: "en" });
    expect(response.status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["info@alpenfinanz.example"]);
    expect(mail.subject).toBe("New contact request via Beraterwahl");
  });

  it("sends the contact form to the team", async () => {
    expect((await post({ purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Grüezi" })).status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["team@test.beraterwahl.ch"]);
    expect(mail.subject).toBe("Kontaktformular: Nachricht von Eva");
  });

  it("sends a consultant invitation to the team inbox, never to the address the visitor typed", async () => {
    const response = await post({
      purpose: "inviteConsultant",
      name: "Eva",
      email: "eva@example.ch",
      consultantName: "Hans Muster",
      consultantEmail: "victim@example.org",
      consent: true,
    });
    expect(response.status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["team@test.beraterwahl.ch"]);
    expect(mail.subject).toBe("Beraterempfehlung: Hans Muster");
    expect(mail.text).toContain("victim@example.org");
  });

  it("sends a company invitation to the team inbox, empty optional fields marked", async () => {
    const response = await post({
      purpose: "inviteCompany",
      name: "Eva",
      email: "eva@example.ch",
      companyName: "Muster Treuhand",
      companyEmail: "info@muster.example",
      contactName: "",
      contactEmail: "",
      privacyConsent: true,
    });
    expect(response.status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["team@test.beraterwahl.ch"]);
    expect(mail.subject).toBe("Unternehmensempfehlung: Muster Treuhand");
    expect(mail.text).toContain("Kontaktperson: nicht angegeben");
  });

  it("sends a corporate request to sales", async () => {
    const response = await post({
      purpose: "corporateRequest",
      givenName: "Eva",
      familyName: "Muster",
      company: "Muster AG",
      email: "eva@muster.example",
      phone: "+41 44 000 00 00",
      consultantsCount: 12,
      language: "de",
      privacyPolicyAndTermsAndConditions: true,
    });
    expect(response.status).toBe(202);
    const mail = await sentOne();
    expect(mail.envelopeTo).toEqual(["sales@test.beraterwahl.ch"]);
    expect(mail.subject).toBe("Corporate-Anfrage von Muster AG");
    expect(mail.text).toContain("Anzahl Berater: 12");
  });

  it("answers 422 with every invalid field", async () => {
    const response = await post({ purpose: "corporateRequest", givenName: "", email: "not-an-address", consultantsCount: 0, comment: "x".repeat(501) });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    // Each message is a text (German by default) with its key in messageKey, which the forms translate.
    const problem = (await response.json()) as { invalidParams: { pointer: string; message: string; messageKey?: string }[] };
    expect(problem.invalidParams.every((p) => !p.message.startsWith("validation."))).toBe(true);
    const byPointer = Object.fromEntries(problem.invalidParams.map((p) => [p.pointer, p.messageKey]));
    expect(byPointer).toEqual({
      "/givenName": "validation.required",
      "/familyName": "validation.required",
      "/company": "validation.required",
      "/email": "validation.email",
      "/phone": "validation.required",
      "/consultantsCount": "validation.required",
      "/language": "validation.required",
      "/comment": "validation.maxLength|500",
      "/privacyPolicyAndTermsAndConditions": "validation.required",
    });
  });

  it("rejects a feedback comment over 500 characters and an unknown topic", async () => {
    const response = await post({ purpose: "feedback", topic: "prices", comment: "x".repeat(501), privacyAgreement: false });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { invalidParams: { pointer: string }[] };
    expect(problem.invalidParams.map((p) => p.pointer).sort()).toEqual(["/comment", "/privacyAgreement", "/topic"]);
  });

  it("is no open relay: a recipient field is rejected and nothing is queued", async () => {
    const before = await database.db.emailMessage.count();
    const response = await post({ purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hi", to: "anyone@example.org", cc: "x@example.org" });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { invalidParams: { pointer: string; message: string }[] };
    expect(problem.invalidParams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: "/to", message: "unknown field" }),
        expect.objectContaining({ pointer: "/cc", message: "unknown field" }),
      ]),
    );
    expect(await database.db.emailMessage.count()).toBe(before);
  });

  it("rejects an unknown purpose", async () => {
    const response = await post({ purpose: "raw", to: "anyone@example.org", subject: "Hi" });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { invalidParams: { pointer: string }[] };
    expect(problem.invalidParams.map((p) => p.pointer)).toContain("/purpose");
  });

  it("answers 404 for a disabled or unknown consultant and for an unknown company", async () => {
    const contact = { name: "Eva", email: "eva@example.ch", text: "Hi" };
    expect((await post({ purpose: "contactConsultant", consultantId: disabledConsultantId, ...contact })).status).toBe(404);
    expect((await post({ purpose: "contactConsultant", consultantId: 999_999, ...contact })).status).toBe(404);
    expect((await post({ purpose: "contactCompany", companyId: 999_999, ...contact })).status).toBe(404);
  });

  it("limits public sending per client: request N+1 gets 429 with Retry-After", async () => {
    const body = { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hi" };
    for (let i = 0; i < RATE_LIMITS.publicEmail.limit; i++) expect((await post(body, "192.0.2.77")).status).toBe(202);
    const limited = await post(body, "192.0.2.77");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post(body, "192.0.2.78")).status).toBe(202);
    await whenDeliveredSoon();
  });
});
