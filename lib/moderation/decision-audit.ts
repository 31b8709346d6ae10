// The audit of every moderation decision (docs/product-rules.md#transparency): who, when, on what, the
// outcome, what set it off, the ground, the public reason and whether it was automated. Newest first, a
// month and an outcome to narrow it, and keyset pages (decidedAt, id) over the (decidedAt) index, so a
// page deep in the history costs what the first one does.
import "server-only";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { Prisma } from "@/lib/db/generated/client";
import { DecisionOutcome } from "@/lib/db/generated/enums";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

export const AUDIT_PAGE_SIZE = 50;

/** "YYYY-MM", checked digit by digit (outside input: no regular expression). */
const monthParam = z
  .string()
  .length(7)
  .refine((s) => s[4] === "-" && [0, 1, 2, 3, 5, 6].every((i) => s[i]! >= "0" && s[i]! <= "9"), "YYYY-MM")
  .refine((s) => Number(s.slice(5)) >= 1 && Number(s.slice(5)) <= 12 && Number(s.slice(0, 4)) >= 2000, "YYYY-MM");

/** The page's query string; anything unreadable falls back to no filter (a bookmark never breaks). */
export const auditQuerySchema = z.object({
  month: monthParam.optional().catch(undefined),
  outcome: z.enum(DecisionOutcome).optional().catch(undefined),
  /** The id of the last row of the page before. */
  after: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

type AuditRow = {
  id: number;
  decidedAt: Date;
  decidedBy: string | null;
  subject: string;
  evaluationId: string | null;
  consultantId: number | null;
  consultantName: string | null;
  outcome: DecisionOutcome;
  source: string;
  ground: string;
  publicReason: string | null;
  automated: boolean;
  appealedDecisionId: number | null;
};

export type AuditPage = { items: AuditRow[]; nextAfter: number | null };

export async function listModerationDecisions(actor: Actor, query: AuditQuery, options: ServiceContext = {}): Promise<AuditPage> {
  assertPlatformAdmin(actor);
  const { db } = resolveContext(options);
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.month) {
    // The month's bounds in Zurich time.
    const first = Prisma.sql`(${`${query.month}-01`}::date::timestamp AT TIME ZONE 'Europe/Zurich')`;
    conditions.push(
      Prisma.sql`m."decidedAt" >= ${first} AND m."decidedAt" < ((${`${query.month}-01`}::date + interval '1 month')::timestamp AT TIME ZONE 'Europe/Zurich')`,
    );
  }
  if (query.outcome) conditions.push(Prisma.sql`m."outcome" = ${query.outcome}::"DecisionOutcome"`);
  if (query.after) {
    conditions.push(Prisma.sql`(m."decidedAt", m."id") < (SELECT p."decidedAt", p."id" FROM "ModerationDecision" AS p WHERE p."id" = ${query.after})`);
  }
  const rows = await db.$queryRaw<AuditRow[]>`
    SELECT m."id", m."decidedAt", CASE WHEN m."decidedById" IS NULL THEN NULL ELSE coalesce(u."name", u."email", m."decidedById") END AS "decidedBy",
      m."subject"::text AS "subject", m."evaluationId"::text AS "evaluationId", m."consultantId",
      CASE WHEN c."id" IS NULL THEN NULL ELSE c."givenName" || ' ' || c."familyName" END AS "consultantName",
      m."outcome"::text AS "outcome", m."source"::text AS "source", m."ground", m."publicReason", m."automated", m."appealedDecisionId"
    FROM "ModerationDecision" AS m
      LEFT JOIN "User" AS u ON u."id" = m."decidedById"
      LEFT JOIN "Consultant" AS c ON c."id" = m."consultantId"
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY m."decidedAt" DESC, m."id" DESC
    LIMIT ${AUDIT_PAGE_SIZE + 1}`;
  const items = rows.slice(0, AUDIT_PAGE_SIZE);
  return { items, nextAfter: rows.length > AUDIT_PAGE_SIZE ? items[items.length - 1]!.id : null };
}
