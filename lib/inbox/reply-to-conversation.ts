// POST /api/conversation/{id}/reply: the consultant (or a company administrator) answers from the account. The
// visitor receives the answer by e-mail through the outbox, in the language of the page they wrote from, with the
// profile's public address as Reply-To, so that their reply reaches the consultant directly and the consultant
// never needs the visitor's address. The answer, the conversation's state and the mail are written in one
// transaction; the first answer changes the profile's response time, so the profile page expires after the commit.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { expireChanged } from "@/lib/cache/invalidate";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import { AppError, notFound } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { toLocale } from "@/lib/i18n/routing";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { inboxScopeOf, scopeWhere } from "./access";
import { MAX_ANSWERS_PER_CONVERSATION } from "./limits";
import type { AnswerInput } from "./schema";

type Tx = Prisma.TransactionClient;

export type ReplyResult = { id: number; messageId: number; answeredAt: Date; emailId: string };

/** The owner's public name and address: the answer is signed with the one and replied to at the other. */
async function publicSender(tx: Tx, row: { consultantId: number | null; companyId: number | null }) {
  if (row.consultantId !== null) {
    const c = await tx.consultant.findUnique({
      where: { id: row.consultantId },
      select: { givenName: true, familyName: true, title: true, publicEmail: true },
    });
    return c ? { name: [c.title, c.givenName, c.familyName].filter(Boolean).join(" "), email: c.publicEmail } : null;
  }
  const company = await tx.company.findUnique({ where: { id: row.companyId ?? 0 }, select: { name: true, email: true } });
  return company ? { name: company.name, email: company.email } : null;
}

export async function replyToConversation(actor: Actor, id: number, input: AnswerInput, options: ServiceContext = {}): Promise<ReplyResult> {
  const { db, now } = resolveContext(options);
  const scope = inboxScopeOf(actor);
  const result = await db.$transaction(async (tx) => {
    // Locked: two answers sent at once count against the cap one after the other.
    const ids = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Conversation" WHERE "id" = ${id} FOR UPDATE`;
    const row =
      ids.length === 0
        ? null
        : await tx.conversation.findFirst({
            where: { id, ...scopeWhere(scope) },
            select: {
              consultantId: true,
              companyId: true,
              senderName: true,
              senderEmail: true,
              locale: true,
              createdAt: true,
              answeredAt: true,
              firstAnswerAt: true,
              messages: { where: { direction: "received" }, orderBy: { createdAt: "asc" }, take: 1, select: { text: true } },
              _count: { select: { messages: { where: { direction: "sent" } } } },
            },
          });
    if (!row) throw notFound("conversation");
    if (row._count.messages >= MAX_ANSWERS_PER_CONVERSATION)
      throw new AppError("conflict", "problems.detail.answerLimit", { values: { max: MAX_ANSWERS_PER_CONVERSATION } });
    const sender = await publicSender(tx, row);
    if (!sender) throw notFound("conversation");
    const message = await tx.conversationMessage.create({
      data: {
        conversationId: id,
        direction: "sent",
        text: input.text,
        authorName: actor.kind === "user" ? (actor.name ?? sender.name) : sender.name,
        createdAt: now,
      },
      select: { id: true },
    });
    const answeredAt = row.answeredAt ?? now;
    await tx.conversation.update({
      where: { id },
      data: { answeredAt, firstAnswerAt: row.firstAnswerAt ?? now, lastMessageAt: now },
    });
    await tx.conversation.updateMany({ where: { id, readAt: null }, data: { readAt: now } });
    const locale = toLocale(row.locale);
    const t = emailTranslator(locale);
    const emailId = await enqueueEmail(tx, {
      recipientEmail: row.senderEmail,
      recipientName: row.senderName,
      replyTo: sender.email,
      templateName: "DefaultText",
      locale,
      purpose: "inboxReply",
      values: {
        subject: t("inbox.reply.subject", { name: sender.name }),
        headline: t("inbox.reply.headline", { name: sender.name }),
        text: `${input.text}\n\n${t("inbox.reply.quote", { date: formatDate(row.createdAt) })}\n\n${row.messages[0]?.text ?? ""}`,
        closingText: t("inbox.reply.closing", { name: sender.name }),
      },
    });
    return { messageId: message.id, answeredAt, emailId, firstAnswer: row.firstAnswerAt === null, consultantId: row.consultantId };
  });
  // The profile's "usually answers within …" counts first answers only.
  if (result.firstAnswer && result.consultantId !== null) await expireChanged({ responseTimesOf: [result.consultantId] });
  return { id, messageId: result.messageId, answeredAt: result.answeredAt, emailId: result.emailId };
}
