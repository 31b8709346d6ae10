// The account menu's badge: how many of the caller's conversations nobody has opened yet. Asked by every page
// of a signed-in user (through GET /api/auth/session), so it is one count on the partial "unread" indexes of
// migration 20261205200000_lead_inbox, which hold only unread rows.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { optionalInboxScope } from "./access";

export async function countUnreadConversations(actor: Actor, options: ServiceContext = {}): Promise<number> {
  const scope = optionalInboxScope(actor);
  if (!scope) return 0;
  const { db } = resolveContext(options);
  const rows = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS "count" FROM "Conversation"
    WHERE "readAt" IS NULL AND ("consultantId" = ${scope.consultantId} OR "companyId" = ${scope.companyId})`;
  return rows[0]?.count ?? 0;
}
