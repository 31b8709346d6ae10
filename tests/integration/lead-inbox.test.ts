// The lead inbox (issue 32, item 3; docs/product-rules.md#lead-inbox) through the real route handlers, PostgreSQL
// and a loopback SMTP server: a contact message becomes a conversation with its mail; only the consultant and their
// company's administrators read it; an answer reaches the visitor with the profile's address as Reply-To; the
// response-time badge's thresholds; deletion after 12 months, with the account, and the export.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["STRIPE_SECRET_KEY", "OIDC_ISSUER", "GOOGLE_MAPS_API_KEY"]) delete process.env[key];
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as accountRoute from "@/app/api/account/route";
import * as exportRoute from "@/app/api/account/export/route";
import * as conversations from "@/app/api/conversation/route";
import * as conversationById from "@/app/api/conversation/[id]/route";
import * as answeredRoute from "@/app/api/conversation/[id]/answered/route";
import * as replyRoute from "@/app/api/conversation/[id]/reply/route";
import * as email from "@/app/api/email/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { deleteExpiredConversations } from "@/lib/inbox/delete-expired-conversations";
import { consultantResponseTime } from "@/lib/inbox/response-time";
import { countUnreadConversations } from "@/lib/inbox/unread-count";
import type { Actor } from "@/lib/auth/actor";
import { callJson, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { anonymous, companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { setupTestSmtp, type ReceivedMail } from "@/tests/support/smtp";

const smtp = setupTestSmtp();
beforeAll(() => {
  process.env.SMTP_URL = smtp.url;
});
const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

const DAY = 86_400_000;
const HOUR = 3_600_000;
let ip = 0;

type Detail = {
  id: number;
  senderName: string;
  senderEmail: string;
  readAt: string | null;
  answeredAt: string | null;
  messages: { direction: string; text: string }[];
};
type List = { items: { id: number; senderName: string; unread: boolean; excerpt: string; owner: { kind: string } }[]; total: number; unread: number };

/** A claimed consultant whose public address is confirmed (contact mail leaves at once). */
async function consultant(overrides: Record<string, unknown> = {}) {
  const row = await insertConsultant(ctx.current(), { publicEmailConfirmedAt: new Date(), ...overrides });
  const record = await ctx.current().consultant.findUniqueOrThrow({ where: { id: row.id }, select: { email: true, publicEmail: true } });
  return { id: row.id, publicEmail: record.publicEmail, actor: consultantActor(row.id, record.email ?? undefined) };
}

function contact(
  target: { consultantId: number } | { companyId: number },
  sender = "marc@dupont.example",
  locale = "fr",
  text = "Bonjour, une question sur ma prévoyance.",
) {
  return callJson<{ status: string }>(email.POST, "POST", "/api/email", {
    body: { purpose: "consultantId" in target ? "contactConsultant" : "contactCompany", ...target, name: "Marc Dupont", email: sender, text, locale },
    headers: { "x-forwarded-for": `198.51.100.${++ip}` },
  });
}

const list = (actor: Actor, query: Record<string, string> = {}) => callJson<List>(conversations.GET, "GET", "/api/conversation", { actor, query });
const read = (actor: Actor, id: number) => callJson<Detail>(conversationById.GET, "GET", `/api/conversation/${id}`, { actor, params: { id: String(id) } });
const reply = (actor: Actor, id: number, text: string) =>
  callJson<{ answeredAt: string; emailId: string; detail?: string }>(replyRoute.POST, "POST", `/api/conversation/${id}/reply`, {
    actor,
    params: { id: String(id) },
    body: { text },
  });
const mark = (actor: Actor, id: number, answered: boolean) =>
  callJson<{ answeredAt: string | null }>(answeredRoute.PUT, "PUT", `/api/conversation/${id}/answered`, {
    actor,
    params: { id: String(id) },
    body: { answered },
  });

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  await whenDeliveredSoon();
  return smtp.received.filter((m) => m.envelopeTo.includes(address));
}

describe("a contact message", () => {
  it("is kept as a conversation in the consultant's account, written with its outbox mail", async () => {
    const anna = await consultant();
    expect(await contact({ consultantId: anna.id })).toMatchObject({ status: 202, body: { status: "queued" } });
    const stored = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: anna.id }, include: { messages: true } });
    expect(stored).toMatchObject({ senderName: "Marc Dupont", senderEmail: "marc@dupont.example", locale: "fr", readAt: null, answeredAt: null });
    expect(stored.messages.map((m) => [m.direction, m.text])).toEqual([["received", "Bonjour, une question sur ma prévoyance."]]);
    const mail = await ctx.current().emailMessage.findFirstOrThrow({ where: { recipientEmail: anna.publicEmail, purpose: "contactConsultant" } });
    // One transaction: the conversation and the mail carry the same instant's work.
    expect(Math.abs(mail.createdAt.getTime() - stored.createdAt.getTime())).toBeLessThan(5_000);
  });

  it("is kept too while the mail waits for an unconfirmed address, and nothing is kept for an unknown profile", async () => {
    const unconfirmed = await consultant({ publicEmailConfirmedAt: null });
    expect((await contact({ consultantId: unconfirmed.id })).body.status).toBe("held");
    expect(await ctx.current().conversation.count({ where: { consultantId: unconfirmed.id } })).toBe(1);

    const before = await ctx.current().conversation.count();
    expect((await contact({ consultantId: 999_999 })).status).toBe(404);
    expect(await ctx.current().conversation.count()).toBe(before);
  });
});

describe("who reads a conversation", () => {
  it("the consultant reads theirs and a company's administrators the company's; everybody else gets 401 or 404", async () => {
    const company = await insertCompany(ctx.current(), { emailConfirmedAt: new Date() });
    const admin = await consultant({ companyId: company.id, companyLinkState: "administrator" });
    const member = await consultant({ companyId: company.id, companyLinkState: "accepted" });
    const other = await consultant();
    await contact({ consultantId: member.id });
    await contact({ companyId: company.id }, "lea@example.ch", "de", "Guten Tag, bieten Sie Hypotheken an?");
    const memberConversation = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: member.id } });
    const companyConversation = await ctx.current().conversation.findFirstOrThrow({ where: { companyId: company.id } });
    const adminActor = companyAdmin(admin.id, company.id);

    // The member's own, not the company's.
    const memberList = await list(member.actor);
    expect(memberList.status).toBe(200);
    expect(memberList.body.items.map((c) => c.id)).toEqual([memberConversation.id]);
    // The administrator: the company's (and their own, none yet), not the member's.
    const adminList = await list(adminActor);
    expect(adminList.body.items.map((c) => [c.id, c.owner.kind])).toEqual([[companyConversation.id, "company"]]);
    expect((await read(adminActor, companyConversation.id)).body).toMatchObject({ senderName: "Marc Dupont", senderEmail: "lea@example.ch" });

    expect((await read(anonymous, memberConversation.id)).status).toBe(401);
    expect((await list(anonymous)).status).toBe(401);
    // Not theirs: not found, whoever asks, platform administrators included (the correspondence is the consultant's).
    for (const actor of [other.actor, adminActor, platformAdmin(), user()]) expect((await read(actor, memberConversation.id)).status).toBe(404);
    expect((await read(member.actor, companyConversation.id)).status).toBe(404);
    expect((await mark(other.actor, memberConversation.id, true)).status).toBe(404);
    expect((await reply(other.actor, memberConversation.id, "Hallo")).status).toBe(404);
    // Somebody with neither a profile nor a company has no inbox.
    expect((await list(user())).status).toBe(404);
  });
});

describe("answering", () => {
  it("mails the visitor in their language with the profile's public address as Reply-To, and marks the conversation answered", async () => {
    const anna = await consultant({ givenName: "Anna", familyName: "Muster", title: "Dr." });
    await contact({ consultantId: anna.id }, "claire@example.ch", "fr");
    const conversation = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: anna.id } });
    smtp.received.length = 0;

    const sent = await reply(anna.actor, conversation.id, "Bonjour Monsieur Dupont,\nvolontiers, appelez-moi demain.");
    expect(sent.status).toBe(201);
    const [mail, ...more] = await mailsTo("claire@example.ch");
    expect(more).toEqual([]);
    expect(mail?.replyTo?.value[0]?.address).toBe(anna.publicEmail);
    expect(mail?.subject).toBe("Dr. Anna Muster a répondu à votre demande");
    expect(mail?.text).toContain("volontiers, appelez-moi demain.");
    expect(mail?.text).toContain("Bonjour, une question sur ma prévoyance.");
    // The consultant's own sign-in address never travels.
    expect(JSON.stringify(mail?.headers ? [...mail.headers.values()] : [])).not.toContain("consultant");

    const detail = await read(anna.actor, conversation.id);
    expect(detail.body.answeredAt).not.toBeNull();
    expect(detail.body.messages.map((m) => m.direction)).toEqual(["received", "sent"]);
    const row = await ctx.current().conversation.findUniqueOrThrow({ where: { id: conversation.id } });
    expect(row.firstAnswerAt).not.toBeNull();
  });

  it("refuses an empty answer (422) and an eleventh one (409)", async () => {
    const anna = await consultant();
    await contact({ consultantId: anna.id });
    const conversation = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: anna.id } });
    const empty = await reply(anna.actor, conversation.id, "   ");
    expect(empty.status).toBe(422);
    expect(empty.headers.get("content-type")).toContain("application/problem+json");
    await ctx
      .current()
      .conversationMessage.createMany({ data: Array.from({ length: 10 }, () => ({ conversationId: conversation.id, direction: "sent" as const, text: "x" })) });
    const refused = await reply(anna.actor, conversation.id, "Noch etwas.");
    expect(refused.status).toBe(409);
    expect(
      await ctx.current().emailMessage.count({
        where: { recipientEmail: "marc@dupont.example", purpose: "inboxReply", values: { path: ["text"], string_contains: "Noch etwas." } },
      }),
    ).toBe(0);
  });

  it("marks answered and open again", async () => {
    const anna = await consultant();
    await contact({ consultantId: anna.id });
    const conversation = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: anna.id } });
    expect((await mark(anna.actor, conversation.id, true)).body.answeredAt).not.toBeNull();
    expect((await list(anna.actor, { filter: "open" })).body.total).toBe(0);
    expect((await mark(anna.actor, conversation.id, false)).body.answeredAt).toBeNull();
    expect((await list(anna.actor, { filter: "open" })).body.total).toBe(1);
    // A mark is the consultant's word, not an answer: the response time does not count it.
    expect((await ctx.current().conversation.findUniqueOrThrow({ where: { id: conversation.id } })).firstAnswerAt).toBeNull();
  });
});

describe("the unread count", () => {
  it("counts the consultant's and their company's unopened conversations; opening one lowers it", async () => {
    const company = await insertCompany(ctx.current(), { emailConfirmedAt: new Date() });
    const admin = await consultant({ companyId: company.id, companyLinkState: "administrator" });
    const actor = companyAdmin(admin.id, company.id);
    await contact({ consultantId: admin.id });
    await contact({ consultantId: admin.id }, "eva@example.ch");
    await contact({ companyId: company.id }, "lea@example.ch");
    expect(await countUnreadConversations(actor)).toBe(3);
    expect((await list(actor, { filter: "unread" })).body).toMatchObject({ total: 3, unread: 3 });
    const first = (await list(actor)).body.items[0]!;
    await read(actor, first.id);
    expect(await countUnreadConversations(actor)).toBe(2);
    // The consultant alone (not the company's administrator) sees only their own two.
    expect(await countUnreadConversations(admin.actor)).toBe(first.owner.kind === "company" ? 2 : 1);
    expect(await countUnreadConversations(user())).toBe(0);
    expect(await countUnreadConversations(anonymous)).toBe(0);
  });
});

describe("the response-time badge", () => {
  const now = new Date("2026-06-30T12:00:00Z");
  /** Messages received `ageDays` ago, each answered after `answerHours` (null: not answered). */
  async function messages(consultantId: number, count: number, answerHours: number | null, ageDays = 10) {
    for (let i = 0; i < count; i++) {
      const createdAt = new Date(now.getTime() - ageDays * DAY - i * HOUR);
      await ctx.current().conversation.create({
        data: {
          consultantId,
          senderName: "Kunde",
          senderEmail: `kunde${i}@example.ch`,
          locale: "de",
          createdAt,
          lastMessageAt: createdAt,
          firstAnswerAt: answerHours === null ? null : new Date(createdAt.getTime() + answerHours * HOUR),
        },
      });
    }
  }
  const badge = (id: number) => consultantResponseTime(id, { db: ctx.current(), now: () => now });

  it("needs at least 5 messages in 90 days", async () => {
    const four = await consultant();
    await messages(four.id, 4, 2);
    expect(await badge(four.id)).toBeNull();
    await messages(four.id, 1, 2);
    expect(await badge(four.id)).toBe("day");
    // Older than 90 days: not counted.
    const old = await consultant();
    await messages(old.id, 4, 2);
    await messages(old.id, 3, 2, 95);
    expect(await badge(old.id)).toBeNull();
  });

  it("says a day up to a median of 24 hours, a week up to 7 days, nothing beyond; unanswered messages count as waiting", async () => {
    const day = await consultant();
    await messages(day.id, 3, 24);
    await messages(day.id, 2, 100);
    expect(await badge(day.id)).toBe("day");

    const week = await consultant();
    await messages(week.id, 5, 25);
    expect(await badge(week.id)).toBe("week");

    const slow = await consultant();
    await messages(slow.id, 5, 8 * 24);
    expect(await badge(slow.id)).toBeNull();

    // Three of five never answered, waiting 10 days: the median is beyond a week.
    const silent = await consultant();
    await messages(silent.id, 2, 1);
    await messages(silent.id, 3, null);
    expect(await badge(silent.id)).toBeNull();
  });
});

describe("retention and the account's data", () => {
  it("deletes a conversation 12 months after its last message, not before", async () => {
    const anna = await consultant();
    const now = new Date("2027-03-15T08:00:00Z");
    const at = (months: number, days = 0) => {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() - months);
      return new Date(d.getTime() - days * DAY);
    };
    const make = (lastMessageAt: Date) =>
      ctx
        .current()
        .conversation.create({ data: { consultantId: anna.id, senderName: "K", senderEmail: "k@example.ch", locale: "de", createdAt: at(13), lastMessageAt } });
    const expired = await make(at(12, 1));
    const kept = await make(at(11, 27));
    const deleted = await deleteExpiredConversations({ db: ctx.current(), now: () => now });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await ctx.current().conversation.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await ctx.current().conversation.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });

  it("exports the consultant's conversations and deletes them with the account", async () => {
    const anna = await consultant();
    await contact({ consultantId: anna.id });
    const conversation = await ctx.current().conversation.findFirstOrThrow({ where: { consultantId: anna.id } });
    await reply(anna.actor, conversation.id, "Gerne, rufen Sie mich an.");
    const exported = await callJson<{ conversations: Detail[] }>(exportRoute.GET, "GET", "/api/account/export", { actor: anna.actor });
    expect(exported.status).toBe(200);
    expect(exported.body.conversations).toHaveLength(1);
    expect(exported.body.conversations[0]).toMatchObject({ senderEmail: "marc@dupont.example" });
    expect(exported.body.conversations[0]?.messages.map((m) => m.text)).toEqual(["Bonjour, une question sur ma prévoyance.", "Gerne, rufen Sie mich an."]);

    // The sign-in the account deletion retires.
    await ctx.current().user.create({ data: { id: anna.actor.userId, email: anna.actor.email } });
    const gone = await callJson(accountRoute.DELETE, "DELETE", "/api/account", { actor: anna.actor, body: { confirmEmail: anna.actor.email } });
    expect(gone.status).toBe(204);
    expect(await ctx.current().conversation.count({ where: { consultantId: anna.id } })).toBe(0);
    expect(await ctx.current().conversationMessage.count({ where: { conversationId: conversation.id } })).toBe(0);
  });
});
