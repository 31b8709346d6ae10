// The outbox never loses a message: SMTP outages only postpone delivery (attempts grow,
// nextAttemptAt moves with back-off), and concurrent deliverers send each message exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import type { OutgoingEmail } from "@/lib/email/outbox";
import { firstItem } from "@/tests/support/first-item";

let database: TestDatabase;
let smtp: TestSmtp;
let deliver: typeof import("@/lib/email/deliver-pending").deliverPendingEmails;
let enqueue: typeof import("@/lib/email/outbox").enqueueEmail;

const message = (n: number): OutgoingEmail => ({
  recipientEmail: `person${n}@example.ch`,
  recipientName: `Person ${n}`,
  templateName: "DefaultText",
  locale: "de",
  purpose: "test",
  values: { subject: `Nachricht ${n}`, headline: "Titel", text: "Inhalt" },
});

async function row(id: string) {
  return database.db.emailMessage.findUniqueOrThrow({ where: { id } });
}

/** Lets time pass for one message: its retry is due now. */
async function makeDue(id: string) {
  await database.db.emailMessage.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  process.env.SMTP_URL = smtp.url;
  ({ deliverPendingEmails: deliver } = await import("@/lib/email/deliver-pending"));
  ({ enqueueEmail: enqueue } = await import("@/lib/email/outbox"));
});

afterAll(async () => {
  await dropAfterAppClient(database);
  await smtp?.stop();
});

beforeEach(async () => {
  await database.db.emailMessage.deleteMany();
  smtp.received.length = 0;
  await smtp.start();
});

describe("the e-mail outbox", () => {
  it("keeps messages pending when no SMTP server is configured", async () => {
    const id = await enqueue(database.db, message(1));
    const result = await deliver({ transport: null });
    expect(result.skipped).toBe("smtp_not_configured");
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
  });

  it("survives an SMTP outage with back-off and delivers once the server is back", async () => {
    const id = await enqueue(database.db, message(1));
    await smtp.stop();

    const before = Date.now();
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: "pending", attempts: 1, sentAt: null, lockedUntil: null });
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(60_000 - 1000);
    expect(stored.nextAttemptAt.getTime() - before).toBeLessThan(60_000 + 10_000);

    // Not due yet: nobody tries again before the back-off has passed.
    expect(await deliver()).toMatchObject({ claimed: 0 });

    await makeDue(id);
    const second = Date.now();
    expect(await deliver()).toMatchObject({ claimed: 1, retried: 1 });
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime() - second).toBeGreaterThanOrEqual(5 * 60_000 - 1000);

    await smtp.start();
    await makeDue(id);
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    const mail = firstItem(await smtp.waitFor(1));
    expect(mail.envelopeTo).toEqual(["person1@example.ch"]);
    expect(mail.subject).toBe("Nachricht 1");

    // Sent messages are never sent again.
    await makeDue(id);
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up after ten attempts and keeps the message with its last error", async () => {
    const id = await enqueue(database.db, message(1));
    await database.db.emailMessage.update({ where: { id }, data: { attempts: 9 } });
    await smtp.stop();
    expect(await deliver()).toMatchObject({ claimed: 1, failed: 1 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "failed", attempts: 10 });
    expect(stored.lastError).toBeTruthy();
    await smtp.start();
    await makeDue(id);
    expect(await deliver()).toMatchObject({ claimed: 0 });
  });

  it("does not claim a message another deliverer holds a lease on", async () => {
    const id = await enqueue(database.db, message(1));
    await database.db.emailMessage.update({ where: { id }, data: { lockedUntil: new Date(Date.now() + 60_000) } });
    expect(await deliver()).toMatchObject({ claimed: 0 });
    // An expired lease (a deliverer that crashed) is taken over.
    await database.db.emailMessage.update({ where: { id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it("sends every message exactly once when several deliverers run at the same time", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push(await enqueue(database.db, message(n)));
    const results = await Promise.all([deliver({ limit: 15 }), deliver({ limit: 15 }), deliver({ limit: 15 }), deliver({ limit: 15 })]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBe(40);
    await smtp.waitFor(40);
    const delivered = smtp.received.map((m) => m.headers.get("x-beraterwahl-message-id"));
    expect(new Set(delivered).size).toBe(40);
    expect(delivered.sort()).toEqual([...ids].sort());
    expect(await database.db.emailMessage.count({ where: { status: "sent", attempts: 1 } })).toBe(40);
  });
});
