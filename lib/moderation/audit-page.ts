// Everything the audit of moderation decisions (app/[locale]/administration/moderation/audit/page.tsx) shows:
// the month, outcome and position its URL asks for (one that does not parse is no filter) and that page of decisions.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { auditQuerySchema, listModerationDecisions } from "@/lib/moderation/decision-audit";

/** `searchParams` as the page received them; only month, outcome and after are read. */
export async function loadAuditPage(actor: Actor, searchParams: Record<string, string | string[] | undefined>) {
  const query = auditQuerySchema.parse({ month: searchParams.month, outcome: searchParams.outcome, after: searchParams.after });
  const page = await listModerationDecisions(actor, query);
  return { query, page };
}
