// Counting one event for a consultant's insights (issue 32, docs/product-rules.md#insights): an upsert
// into the day's aggregate counter, nothing about who caused it. Called inside the transaction that
// writes what caused the event (a contact message, an invitation, a rating), so both commit or neither;
// or on its own with the app's database. Events that come in bursts (profile views, clicks, seal loads)
// go through the buffer of counter-buffer.ts instead, which writes many of them with one statement.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { InsightKind } from "@/lib/db/generated/enums";

/** The app's client or a transaction's: anything that runs raw SQL. */
export type InsightDb = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The Swiss calendar day of the statement's transaction, as the counters' "day". */
const ZURICH_TODAY = Prisma.sql`(now() AT TIME ZONE 'Europe/Zurich')::date`;

/**
 * Adds `n` (default 1) to today's counter of `kind` for the consultant. A consultant that does not
 * exist (any more) counts nothing instead of failing the caller's transaction. Returns whether it counted.
 */
export async function countInsightEvent(db: InsightDb, consultantId: number, kind: InsightKind, n = 1): Promise<boolean> {
  if (n <= 0) return false;
  const rows = await db.$executeRaw`
    INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
    SELECT c."id", ${ZURICH_TODAY}, ${kind}::"InsightKind", ${n}::int FROM "Consultant" AS c WHERE c."id" = ${consultantId}
    ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
  return rows > 0;
}

/**
 * One search results page: +1 "searchAppearance" for each consultant on it, one set-based statement
 * for the whole page (never one per card).
 */
export async function countSearchAppearances(db: InsightDb, consultantIds: readonly number[]): Promise<void> {
  const ids = [...new Set(consultantIds)];
  if (ids.length === 0) return;
  await db.$executeRaw`
    INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
    SELECT c."id", ${ZURICH_TODAY}, 'searchAppearance'::"InsightKind", 1 FROM "Consultant" AS c WHERE c."id" = ANY(${ids}::int[])
    ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
}

/**
 * An invitation e-mail's fate ("invitationDelivered" or "invitationBounced"), counted for the consultant
 * whose invitation the message carried; a message that carried no invitation (or a reminder) counts nothing.
 */
export function countInvitationMessage(db: InsightDb, messageId: string, kind: "invitationDelivered" | "invitationBounced") {
  return db.$executeRaw`
    INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
    SELECT i."consultantId", ${ZURICH_TODAY}, ${kind}::"InsightKind", count(*)::int FROM "ReviewInvitation" AS i
    WHERE i."messageId" = ${messageId}::uuid GROUP BY i."consultantId"
    ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
}

/** The evaluation spent a code that an invitation carried: +1 "invitationRated" for the inviting consultant. */
export function countInvitationRating(db: InsightDb, evaluationId: string) {
  return db.$executeRaw`
    INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
    SELECT i."consultantId", ${ZURICH_TODAY}, 'invitationRated'::"InsightKind", count(*)::int
    FROM "VerificationCode" AS vc JOIN "ReviewInvitation" AS i ON i."verificationCodeId" = vc."id"
    WHERE vc."evaluationId" = ${evaluationId}::uuid GROUP BY i."consultantId"
    ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
}

/** An invited address opted out: +1 "invitationUnsubscribed" for each consultant who invited it. */
export function countInvitationUnsubscribe(db: InsightDb, emailKeyHash: string) {
  return db.$executeRaw`
    INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
    SELECT DISTINCT i."consultantId", ${ZURICH_TODAY}, 'invitationUnsubscribed'::"InsightKind", 1
    FROM "ReviewInvitation" AS i WHERE i."emailKeyHash" = ${emailKeyHash}
    ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
}
