// PUT /api/conversation/{id}/answered: the consultant marks a conversation answered (by phone, by their own
// mail) or takes the mark back. A mark is the consultant's word: the profile's response time counts only
// answers sent from the account (lib/inbox/response-time.ts).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { inboxScopeOf, scopeWhere } from "./access";

export async function markAnswered(actor: Actor, id: number, answered: boolean, options: ServiceContext = {}) {
  const { db, now } = resolveContext(options);
  const where = { id, ...scopeWhere(inboxScopeOf(actor)) };
  return db.$transaction(async (tx) => {
    const row = await tx.conversation.findFirst({ where, select: { answeredAt: true } });
    if (!row) throw notFound("conversation");
    const answeredAt = answered ? (row.answeredAt ?? now) : null;
    await tx.conversation.update({ where: { id }, data: { answeredAt } });
    // Answered means seen.
    if (answered) await tx.conversation.updateMany({ where: { id, readAt: null }, data: { readAt: now } });
    return { id, answeredAt };
  });
}
