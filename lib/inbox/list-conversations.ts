// GET /api/conversation and /account/inbox: the caller's conversations, newest first, each with its owner,
// the visitor's name and the start of their message. Unread ones are flagged (and can be filtered).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { inboxScopeOf, scopeWhere } from "./access";
import { INBOX_PAGE_SIZE } from "./limits";
import type { InboxQuery } from "./schema";

/** How much of the visitor's message the list shows. */
const EXCERPT_LENGTH = 160;

export type ConversationOwnerView = { kind: "consultant" | "company"; id: number; name: string };

type ConversationSummary = {
  id: number;
  owner: ConversationOwnerView;
  senderName: string;
  excerpt: string;
  receivedAt: Date;
  lastMessageAt: Date;
  unread: boolean;
  answeredAt: Date | null;
};

export type ConversationList = { items: ConversationSummary[]; total: number; unread: number; page: number; pageSize: number };

export const ownerSelect = {
  consultant: { select: { id: true, givenName: true, familyName: true } },
  company: { select: { id: true, name: true } },
} satisfies Prisma.ConversationSelect;

type OwnerRow = { consultant: { id: number; givenName: string; familyName: string } | null; company: { id: number; name: string } | null };

export function ownerView(row: OwnerRow): ConversationOwnerView {
  if (row.consultant) return { kind: "consultant", id: row.consultant.id, name: `${row.consultant.givenName} ${row.consultant.familyName}` };
  return { kind: "company", id: row.company?.id ?? 0, name: row.company?.name ?? "" };
}

export async function listConversations(actor: Actor, query: InboxQuery, options: ServiceContext = {}): Promise<ConversationList> {
  const { db } = resolveContext(options);
  const owned = scopeWhere(inboxScopeOf(actor));
  const where: Prisma.ConversationWhereInput = {
    ...owned,
    ...(query.filter === "unread" ? { readAt: null } : query.filter === "open" ? { answeredAt: null } : {}),
  };
  const [rows, total, unread] = await Promise.all([
    db.conversation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: {
        id: true,
        senderName: true,
        createdAt: true,
        lastMessageAt: true,
        readAt: true,
        answeredAt: true,
        ...ownerSelect,
        messages: { where: { direction: "received" }, orderBy: { createdAt: "asc" }, take: 1, select: { text: true } },
      },
    }),
    db.conversation.count({ where }),
    db.conversation.count({ where: { ...owned, readAt: null } }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      owner: ownerView(r),
      senderName: r.senderName,
      excerpt: excerpt(r.messages[0]?.text ?? ""),
      receivedAt: r.createdAt,
      lastMessageAt: r.lastMessageAt,
      unread: r.readAt === null,
      answeredAt: r.answeredAt,
    })),
    total,
    unread,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}
