// Review invitations end to end on real PostgreSQL and a real SMTP server on loopback: the preview
// answers every line, each mail arrives in its customer's language with its own one-time code, a
// rating through it is mandate-confirmed, the unsubscribe link stops every further mail to the
// address (from anybody), the one reminder follows after 7 days, and the daily cap holds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.APP_URL = "https://www.beraterwahl.test";
  delete process.env.SMTP_URL;
});

import * as evaluationRoute from "@/app/api/evaluation/route";
import * as invitationRoute from "@/app/api/invitation/route";
import * as unsubscribeRoute from "@/app/api/invitation/unsubscribe/route";
import { withdrawConsultantInTx } from "@/lib/consultants/withdraw-consultant";
import { deliverPendingEmails } from "@/lib/email/deliver-pending";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { smtpTransport } from "@/lib/email/transport";
import { sendInvitationReminders } from "@/lib/invitations/send-invitation-reminders";
import type { Invitation, InviteResponse } from "@/lib/invitations/schema";
import { call, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { type ReceivedMail, setupTestSmtp } from "@/tests/support/smtp";
import { submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
const smtp = setupTestSmtp();
let consultantId: number;

const DAY = 86_400_000;

beforeAll(async () => {
  consultantId = (await insertConsultant(ctx.current(), { title: "Dr.", givenName: "Lukas", familyName: "Brunner" })).id;
});

afterAll(async () => {
  await whenDeliveredSoon();
});

async function invite(id: number, recipients: string, options: { dryRun?: boolean; locale?: string } = {}): Promise<InviteResponse> {
  const response = await call(invitationRoute.POST, "POST", "/api/invitation", {
    actor: consultantActor(id),
    body: { recipients, locale: options.locale ?? "de", dryRun: options.dryRun ?? false },
  });
  expect(response.status, await response.clone().text()).toBe(options.dryRun ? 200 : 201);
  return response.json();
}

async function list(id: number): Promise<Invitation[]> {
  const response = await call(invitationRoute.GET, "GET", "/api/invitation", { actor: consultantActor(id) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Invitation[] }).items;
}

async function deliver(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const result = await deliverPendingEmails({ transport: smtpTransport(smtp.url), db: ctx.current() });
  await smtp.waitFor(before + result.sent);
  return smtp.received.slice(before);
}

const mailTo = (mails: ReceivedMail[], address: string) => mails.find((m) => m.envelopeTo.some((a) => a.toLowerCase() === address)) as ReceivedMail;
const rateLink = (mail: ReceivedMail) => new URL(/href="([^"]*\/questionnaire\?code=\d{10})"/.exec(mail.html as string)?.[1] as string);
const unsubscribeLink = (mail: ReceivedMail) => new URL(/href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(mail.html as string)?.[1] as string);
const statusOf = (items: Invitation[], email: string) => items.find((i) => i.email === email)?.status;

const LIST = [
  "E-Mail;Name;Sprache",
  "anna.kunde@example.ch",
  "Beat Beispiel <beat@example.ch>",
  "marie@example.ch; Marie Dupont; fr",
  "Anna.Kunde+news@Example.ch",
  "not-an-address",
  "wegwerf@mailinator.com",
].join("\n");

describe("review invitations", () => {
  it("previews every line with what was understood and why a line is refused, storing nothing", async () => {
    const preview = await invite(consultantId, LIST, { dryRun: true });
    expect(preview.lines.map((l) => [l.line, l.email, l.name, l.locale, l.refusal])).toEqual([
      [2, "anna.kunde@example.ch", null, "de", null],
      [3, "beat@example.ch", "Beat Beispiel", "de", null],
      [4, "marie@example.ch", "Marie Dupont", "fr", null],
      [5, "Anna.Kunde+news@Example.ch", null, "de", "duplicate"],
      [6, null, "not-an-address", "de", "invalid"],
      [7, "wegwerf@mailinator.com", null, "de", "disposable"],
    ]);
    expect(preview).toMatchObject({ dryRun: true, accepted: 3, refused: 3, sent: 0 });
    expect(await ctx.current().reviewInvitation.count()).toBe(0);
    expect(await ctx.current().emailMessage.count({ where: { purpose: "reviewInvitation" } })).toBe(0);
  });

  it("mails each address in its language with its own code; rating through it is mandate-confirmed", async () => {
    const sent = await invite(consultantId, LIST);
    expect(sent).toMatchObject({ dryRun: false, accepted: 3, sent: 3 });
    expect((await list(consultantId)).map((i) => i.status)).toEqual(["queued", "queued", "queued"]);

    const mails = await deliver();
    expect(mails).toHaveLength(3);
    const anna = mailTo(mails, "anna.kunde@example.ch");
    const marie = mailTo(mails, "marie@example.ch");
    expect(anna.subject).toBe("Dr. Lukas Brunner bittet Sie um eine Bewertung");
    expect(marie.subject).toBe("Dr. Lukas Brunner vous demande une évaluation");
    expect(marie.html).toContain("Ne plus recevoir d’invitations");
    // Mail clients offer their own one-click unsubscribe (RFC 8058), a POST to our endpoint.
    const header = (key: string) => anna.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, " ");
    expect(header("list-unsubscribe")).toMatch(/^List-Unsubscribe: <https:\/\/www\.beraterwahl\.test\/api\/invitation\/unsubscribe\?token=[\w-]+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const codes = mails.map((m) => rateLink(m).searchParams.get("code"));
    expect(new Set(codes).size).toBe(3);
    expect(rateLink(marie).pathname).toBe(`/fr/consultants/${consultantId}/questionnaire`);
    expect((await list(consultantId)).map((i) => i.status)).toEqual(["sent", "sent", "sent"]);

    // Anna follows her link: the code from the mail makes her rating mandate-confirmed.
    const code = rateLink(anna).searchParams.get("code") as string;
    const body = await submissionFor(ctx.current(), consultantId, { email: "anna.kunde@example.ch", code });
    const rated = await call(evaluationRoute.POST, "POST", "/api/evaluation", { body, headers: { "x-forwarded-for": "198.18.7.1" } });
    expect(rated.status).toBe(201);
    const result = (await rated.json()) as { id: string; isVerified: boolean; codeStatus: string };
    expect(result).toMatchObject({ isVerified: true, codeStatus: "accepted" });
    const evaluation = await ctx.current().evaluation.findUniqueOrThrow({ where: { id: result.id } });
    expect(evaluation.mandateConfirmedAt).not.toBeNull();
    expect(statusOf(await list(consultantId), "anna.kunde@example.ch")).toBe("rated");

    // The code is one-time: a second rating with it is not verified.
    const again = await call(evaluationRoute.POST, "POST", "/api/evaluation", {
      body: await submissionFor(ctx.current(), consultantId, { email: "someone.else@example.ch", code }),
      headers: { "x-forwarded-for": "198.18.7.2" },
    });
    expect(await again.json()).toMatchObject({ isVerified: false, codeStatus: "rejected" });
  });

  it("refuses to invite the same address twice within the re-invitation period", async () => {
    const second = await invite(consultantId, "beat@example.ch", { dryRun: true });
    expect(second.lines[0]).toMatchObject({ accepted: false, refusal: "alreadyInvited" });
  });

  it("unsubscribes by the mail's link; nobody ever mails the address again", async () => {
    const message = await ctx.current().emailMessage.findFirstOrThrow({ where: { purpose: "reviewInvitation", recipientEmail: "beat@example.ch" } });
    const token = new URL((message.values as { unsubscribeUrl: string }).unsubscribeUrl).searchParams.get("token") as string;
    expect(unsubscribeLink({ html: `<a href="${(message.values as { unsubscribeUrl: string }).unsubscribeUrl}">` } as ReceivedMail).pathname).toBe(
      "/unsubscribe",
    );

    // A GET (what a mail scanner does) is not an unsubscribe.
    expect(Object.keys(unsubscribeRoute)).toEqual(["POST"]);
    expect(statusOf(await list(consultantId), "beat@example.ch")).toBe("sent");
    const done = await call(unsubscribeRoute.POST, "POST", "/api/invitation/unsubscribe", {
      query: { token },
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(statusOf(await list(consultantId), "beat@example.ch")).toBe("unsubscribed");
    // Twice is fine, and an unknown token is a 404.
    expect((await call(unsubscribeRoute.POST, "POST", "/api/invitation/unsubscribe", { query: { token } })).status).toBe(200);
    expect((await call(unsubscribeRoute.POST, "POST", "/api/invitation/unsubscribe", { query: { token: "y".repeat(32) } })).status).toBe(404);

    // Another consultant, another spelling of the address: refused, nothing queued.
    const other = (await insertConsultant(ctx.current())).id;
    const refused = await invite(other, "BEAT+praxis@example.ch\nneu@example.ch");
    expect(refused.lines.map((l) => l.refusal)).toEqual(["unsubscribed", null]);
    expect(await ctx.current().emailMessage.count({ where: { recipientEmail: { contains: "beat", mode: "insensitive" } } })).toBe(1);
    const delivered = await deliver();
    expect(delivered.filter((m) => m.envelopeTo.some((a) => /beat/i.test(a)))).toHaveLength(0);
    expect(mailTo(delivered, "neu@example.ch")).toBeDefined();
  });

  it("reminds once after 7 days, only those who neither rated nor unsubscribed, with the same link", async () => {
    expect(await sendInvitationReminders({ db: ctx.current(), now: () => new Date(Date.now() + 6 * DAY) })).toEqual({ reminded: 0 });
    const later = () => new Date(Date.now() + 8 * DAY);
    // Marie (consultant 1) and neu@ (consultant 2): Anna rated, Beat unsubscribed.
    expect(await sendInvitationReminders({ db: ctx.current(), now: later })).toEqual({ reminded: 2 });
    expect(await sendInvitationReminders({ db: ctx.current(), now: later })).toEqual({ reminded: 0 });
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const marie = mailTo(mails, "marie@example.ch");
    expect(marie.subject).toBe("Rappel : Dr. Lukas Brunner vous demande une évaluation");
    const original = await ctx.current().emailMessage.findFirstOrThrow({ where: { purpose: "reviewInvitation", recipientEmail: "marie@example.ch" } });
    expect(rateLink(marie).toString()).toBe((original.values as { callToActionUrl: string }).callToActionUrl);
    expect(statusOf(await list(consultantId), "marie@example.ch")).toBe("reminded");
  });

  it("shows an invitation the outbox gave up on as bounced", async () => {
    const invitation = await ctx.current().reviewInvitation.findFirstOrThrow({ where: { email: "marie@example.ch" } });
    await ctx
      .current()
      .emailMessage.update({ where: { id: invitation.reminderMessageId as string }, data: { status: "failed", lastError: "550 no such user" } });
    expect(statusOf(await list(consultantId), "marie@example.ch")).toBe("bounced");
  });

  it("holds the per-send limit and the daily cap", async () => {
    const id = (await insertConsultant(ctx.current())).id;
    const lines = Array.from({ length: 501 }, (_, i) => `kunde${i}@example.ch`).join("\n");
    const first = await invite(id, lines);
    expect(first).toMatchObject({ sent: 500, refused: 1, remainingToday: 0 });
    expect(first.lines[500]!.refusal).toBe("overSendLimit");
    expect(await ctx.current().verificationCode.count({ where: { consultantId: id } })).toBe(500);
    const next = await invite(id, "spaeter@example.ch", { dryRun: true });
    expect(next.lines[0]!.refusal).toBe("overDailyCap");
  });

  it("lets nobody invite in another's name", async () => {
    for (const actor of [user(), platformAdmin()]) {
      const response = await call(invitationRoute.POST, "POST", "/api/invitation", { actor, body: { recipients: "x@example.ch", locale: "de" } });
      expect(response.status).toBe(404);
    }
    const invalid = await call(invitationRoute.POST, "POST", "/api/invitation", {
      actor: consultantActor(consultantId),
      body: { recipients: " ", locale: "xx" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toContain("application/problem+json");
  });

  it("forgets the invited addresses when the consultant leaves, but keeps the opt-outs", async () => {
    expect(await ctx.current().$transaction((tx) => withdrawConsultantInTx(tx, consultantId))).toBe("unclaimed");
    expect(await ctx.current().reviewInvitation.count({ where: { consultantId } })).toBe(0);
    expect(await ctx.current().emailUnsubscribe.count()).toBe(1);
  });
});
