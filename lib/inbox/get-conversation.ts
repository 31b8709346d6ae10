// GET /api/conversation/{id} and /account/inbox/{id}: one conversation with its messages. Opening it marks it
// read, as opening a mail does. What the consultant sees of the visitor is what the visitor typed: name, address
// and message (docs/product-rules.md#lead-inbox). A conversation the caller may not read is not found.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { inboxScopeOf, scopeWhere } from "./access";
import { MAX_ANSWERS_PER_CONVERSATION } from "./limits";
import { ownerSelect, ownerView, type ConversationOwnerView } from "./list-conversations";

export type ConversationDetail = {
  id: number;
  owner: ConversationOwnerView;
  senderName: string;
  senderEmail: string;
  locale: string;
  receivedAt: Date;
  readAt: Date | null;
  answeredAt: Date | null;
  /** Whether one more answer may be sent (MAX_ANSWERS_PER_CONVERSATION). */
  canAnswer: boolean;
  messages: { id: number; direction: "received" | "sent"; text: string; authorName: string | null; createdAt: Date }[];
};

export async function getConversation(actor: Actor, id: number, options: ServiceContext = {}): Promise<ConversationDetail> {
  const { db, now } = resolveContext(options);
  const where = { id, ...scopeWhere(inboxScopeOf(actor)) };
  // Marked read first (a no-op when it was), so the answer shows the state the caller leaves it in.
  await db.conversation.updateMany({ where: { ...where, readAt: null }, data: { readAt: now } });
  const row = await db.conversation.findFirst({
    where,
    select: {
      id: true,
      senderName: true,
      senderEmail: true,
      locale: true,
      createdAt: true,
      readAt: true,
      answeredAt: true,
      ...ownerSelect,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, direction: true, text: true, authorName: true, createdAt: true } },
    },
  });
  if (!row) throw notFound("conversation");
  return {
    id: row.id,
    owner: ownerView(row),
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    locale: row.locale,
    receivedAt: row.createdAt,
    readAt: row.readAt,
    answeredAt: row.answeredAt,
    canAnswer: row.messages.filter((m) => m.direction === "sent").length < MAX_ANSWERS_PER_CONVERSATION,
    messages: row.messages,
  };
}
