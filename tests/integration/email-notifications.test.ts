// Notifications a consultant expects: right recipient, subject and language. (Review requests became
// invitations: tests/integration/review-invitations.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestSmtp } from "@/tests/support/smtp";
import { insertLukasBrunner } from "@/tests/support/consultant-rows";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { firstItem } from "@/tests/support/first-item";

let database: TestDatabase;
const smtp = setupTestSmtp();
let deliver: typeof import("@/lib/email/deliver-pending").deliverPendingEmails;
beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = "https://www.beraterwahl.test";
  ({ deliverPendingEmails: deliver } = await import("@/lib/email/deliver-pending"));
  await insertLukasBrunner(database.db, { number: "C-10", title: "Dr.", publicEmail: "lukas@brunner.example" });
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

async function deliveredOne() {
  expect(await deliver()).toMatchObject({ sent: 1 });
  const mail = firstItem(await smtp.waitFor(1));
  return mail;
}

describe("notifications", () => {
  it("welcomes a new consultant in their language with a link to their profile", async () => {
    const { sendWelcomeEmail } = await import("@/lib/email/notifications");
    await database.db.$transaction((tx) => sendWelcomeEmail(tx, { email: "neu@example.ch", name: "Claire Martin", locale: "fr" }));
    const mail = await deliveredOne();
    expect(mail.envelopeTo).toEqual(["neu@example.ch"]);
    expect(mail.subject).toBe("Bienvenue sur Beraterwahl");
    expect(mail.text).toContain("Bonjour Claire Martin,");
    expect(mail.text).toContain("14 jours");
    expect(mail.html).toContain('href="https://www.beraterwahl.test/fr/account/profile"');
  });

  it("tells a company administrator about a membership request, in German without a locale prefix", async () => {
    const { sendMembershipRequestedEmail } = await import("@/lib/email/notifications");
    await sendMembershipRequestedEmail(
      database.db,
      { email: "admin@firma.example", locale: "de" },
      { consultantName: "Lukas Brunner", companyName: "Alpen Finanz AG" },
    );
    const mail = await deliveredOne();
    expect(mail.envelopeTo).toEqual(["admin@firma.example"]);
    expect(mail.subject).toBe("Lukas Brunner möchte Alpen Finanz AG beitreten");
    expect(mail.html).toContain('href="https://www.beraterwahl.test/account/company"');
  });

  it("tells a consultant about an invitation and an accepted request", async () => {
    const { sendInvitationReceivedEmail, sendRequestAcceptedEmail } = await import("@/lib/email/notifications");
    await sendInvitationReceivedEmail(database.db, { email: "a@example.ch", locale: "it" }, { companyName: "Ticino Consulenze SA" });
    await sendRequestAcceptedEmail(database.db, { email: "b@example.ch", locale: "en" }, { companyName: "Alpen Finanz AG" });
    expect(await deliver()).toMatchObject({ sent: 2 });
    await smtp.waitFor(2);
    const bySubject = Object.fromEntries(smtp.received.map((m) => [m.subject, m.envelopeTo[0]]));
    expect(bySubject).toEqual({
      "Ticino Consulenze SA la invita a far parte del suo team": "a@example.ch",
      "You are now a member of Alpen Finanz AG": "b@example.ch",
    });
  });
});
