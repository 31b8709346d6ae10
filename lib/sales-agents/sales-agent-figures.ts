// A sales agent's figures from data (docs/product-rules.md#administration: no placeholder graphs): the consultants they
// brought (Consultant.salesAgentId), the monthly recurring revenue of those consultants' live
// subscriptions, and the commission that their level earns on it.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

export type SalesAgentFigures = { consultants: number; activeSubscriptions: number; mrrRappen: number; commissionPercent: number; commissionRappen: number };

export async function getSalesAgentFigures(actor: Actor, salesAgentId: number): Promise<SalesAgentFigures> {
  assertPlatformAdmin(actor);
  const rows = await db().$queryRaw<{ consultants: number; activeSubscriptions: number; mrrRappen: number; commissionPercent: string }[]>`
    SELECT count(c."id")::int AS "consultants",
           count(s."id")::int AS "activeSubscriptions",
           coalesce(sum(s."monthlyAmountRappen"), 0)::int AS "mrrRappen",
           cl."commissionPercent"::text AS "commissionPercent"
    FROM "SalesAgent" a
    JOIN "CommissionLevel" cl ON cl."id" = a."commissionLevelId"
    LEFT JOIN "Consultant" c ON c."salesAgentId" = a."id"
    LEFT JOIN "Subscription" s ON s."consultantId" = c."id" AND s."status" IN ('active', 'pastDue')
    WHERE a."id" = ${salesAgentId}
    GROUP BY cl."commissionPercent"`;
  const row = rows[0];
  if (!row) throw notFound("sales agent");
  const commissionPercent = Number(row.commissionPercent);
  return { ...row, commissionPercent, commissionRappen: Math.round((row.mrrRappen * commissionPercent) / 100) };
}

/** The commission levels for the level choice (ordered Junior Sales Agent … Master Sales Expert). */
export async function listCommissionLevels(actor: Actor) {
  assertPlatformAdmin(actor);
  const levels = await db().commissionLevel.findMany({ orderBy: { id: "asc" } });
  return levels.map((l) => ({ id: l.id, key: l.key, commissionPercent: Number(l.commissionPercent) }));
}
