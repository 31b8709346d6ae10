import { describe, expect, it } from "vitest";
import { emailRequestSchema } from "@/lib/email/requests-schema";
import { MAX_ATTEMPTS, afterFailure, retryDelayMs } from "@/lib/email/retry-policy";
import { renderEmail } from "@/lib/email/templates/render-email";

describe("retry policy", () => {
  it("backs off 1, 5, 15, 60 minutes … up to 24 hours", () => {
    const minutes = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1) / 60_000);
    expect(minutes).toEqual([1, 5, 15, 60, 180, 360, 720, 1440, 1440]);
  });

  it("gives up after ten attempts", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(afterFailure(MAX_ATTEMPTS - 1, now)).toEqual({ status: "pending", nextAttemptAt: new Date(now.getTime() + 1440 * 60_000) });
    expect(afterFailure(MAX_ATTEMPTS, now)).toEqual({ status: "failed" });
  });
});

describe("templates", () => {
  const values = {
    subject: "Betreff",
    headline: "Titel <script>alert(1)</script>",
    text: 'Zeile 1\nZeile "2" & mehr\n\nAbsatz',
    callToActionLabel: "Öffnen",
    callToActionUrl: "https://www.beraterwahl.ch/account/profile?a=1&b=2",
  };

  it("renders escaped HTML with a table layout and a plain-text part in the recipient's language", () => {
    const mail = renderEmail({ templateName: "DefaultCallToAction", locale: "fr", recipientName: "Zoé <Dupont>", values });
    expect(mail.subject).toBe("Betreff");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain("Titel &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Zeile 1<br>Zeile &quot;2&quot; &amp; mehr");
    expect(mail.html).toContain('href="https://www.beraterwahl.ch/account/profile?a=1&amp;b=2"');
    expect(mail.html).toContain("Bonjour Zoé &lt;Dupont&gt;,");
    expect(mail.text).toContain("Bonjour Zoé <Dupont>,");
    expect(mail.text).toContain("Öffnen: https://www.beraterwahl.ch/account/profile?a=1&b=2");
  });

  it("never turns a javascript: address into a link", () => {
    const mail = renderEmail({
      templateName: "DefaultCallToAction",
      locale: "de",
      recipientName: null,
      values: { ...values, callToActionUrl: "javascript:alert(1)" },
    });
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).toContain("Guten Tag");
  });

  it("falls back to German for an unknown locale", () => {
    const mail = renderEmail({ templateName: "DefaultText", locale: "xx", recipientName: null, values });
    expect(mail.text.startsWith("Guten Tag")).toBe(true);
  });
});

describe("POST /api/email schema", () => {
  it("accepts every purpose with the form's field names", () => {
    const ok = [
      { purpose: "feedback", topic: "usability", comment: "Gut", privacyAgreement: true },
      { purpose: "contactConsultant", consultantId: 1, name: "A", email: "a@b.ch", text: "Hi" },
      { purpose: "contactCompany", companyId: 1, name: "A", email: "a@b.ch", text: "Hi" },
      { purpose: "contactTeam", name: "A", email: "a@b.ch", text: "Hi" },
      { purpose: "inviteConsultant", name: "A", email: "a@b.ch", consultantName: "B", consultantEmail: "b@c.ch", consent: true },
      { purpose: "inviteCompany", name: "A", email: "a@b.ch", companyName: "C", companyEmail: "c@d.ch", privacyConsent: true },
      {
        purpose: "corporateRequest",
        givenName: "A",
        familyName: "B",
        company: "C",
        email: "a@b.ch",
        phone: "1",
        consultantsCount: "5",
        language: "de",
        privacyPolicyAndTermsAndConditions: true,
      },
    ];
    for (const body of ok) expect(emailRequestSchema.safeParse(body).success, body.purpose).toBe(true);
  });

  it("limits the contact text to 2000 and the feedback comment to 500 characters", () => {
    expect(emailRequestSchema.safeParse({ purpose: "contactTeam", name: "A", email: "a@b.ch", text: "x".repeat(2000) }).success).toBe(true);
    expect(emailRequestSchema.safeParse({ purpose: "contactTeam", name: "A", email: "a@b.ch", text: "x".repeat(2001) }).success).toBe(false);
    expect(emailRequestSchema.safeParse({ purpose: "feedback", topic: "content", comment: "x".repeat(501), privacyAgreement: true }).success).toBe(false);
  });
});
