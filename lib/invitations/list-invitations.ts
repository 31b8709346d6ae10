// GET /api/invitation – the consultant's newest invitations with their status, and today's count
// against the daily cap. Authorization is the query's own where clause (the caller's consultant id).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import type { Locale } from "@/lib/i18n/routing";
import { invitingConsultantId } from "./invitation-actor";
import { statusSql } from "./invitation-status";
import { INVITATION_LIMITS } from "./limits";
import type { Invitation, InvitationStatus } from "./schema";
import { singleRow } from "@/lib/db/single-row";

/** The list shows the newest ones; older invitations stay in the data export. */
const LIST_SIZE = 200;

type Row = { id: string; email: string; name: string | null; locale: Locale; status: InvitationStatus; createdAt: Date; remindedAt: Date | null };

export type InvitationList = { items: Invitation[]; sentToday: number; dailyCap: number };

export async function listInvitations(actor: Actor, options: ServiceContext = {}): Promise<InvitationList> {
  const consultantId = invitingConsultantId(actor);
  const { db, now } = resolveContext(options);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [rows, today] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT i."id", i."email", i."recipientName" AS "name", i."locale", ${statusSql} AS "status", i."createdAt", i."remindedAt"
      FROM "ReviewInvitation" i
      WHERE i."consultantId" = ${consultantId}
      ORDER BY i."createdAt" DESC, i."id"
      LIMIT ${LIST_SIZE}`,
    db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "ReviewInvitation" WHERE "consultantId" = ${consultantId} AND "createdAt" > ${dayAgo}`,
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), remindedAt: r.remindedAt?.toISOString() ?? null })),
    sentToday: singleRow(today).n,
    dailyCap: INVITATION_LIMITS.perDay,
  };
}
