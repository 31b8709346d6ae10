// One customer mailbox counts once per consultant (docs/product-rules.md#one-evaluation-per-mailbox-and-consultant):
// of a consultant's confirmed evaluations with one normalised address, the last confirmed counts and
// every other one points to it (supersededById): readable on the profile as an earlier rating, counted
// in no figure. One set-based statement that any writer can call after changing which evaluations a
// mailbox has (a confirmation, an administrator's deletion, a merge of two profiles), so that the rule
// holds whatever the order of events. The (consultantId, customerEmailKey) index finds the rows.
// Like aggregates.ts it only runs on the executor it is given, so seed scripts use it too.
import { Prisma } from "@/lib/db/generated/client";

/**
 * Re-decides which evaluation counts for the consultant's mailboxes (only `emailKey`'s when given; every
 * consultant's with "all", for seeds and imports); returns the rows changed.
 */
export async function settleMailboxes(tx: Pick<Prisma.TransactionClient, "$executeRaw">, consultantId: number | "all", emailKey?: string): Promise<number> {
  const onlyConsultant = consultantId === "all" ? Prisma.empty : Prisma.sql`AND "consultantId" = ${consultantId}`;
  const onlyKey = emailKey === undefined ? Prisma.empty : Prisma.sql`AND "customerEmailKey" = ${emailKey}`;
  return tx.$executeRaw`
    WITH ranked AS (
      SELECT "id", first_value("id") OVER (
               PARTITION BY "consultantId", "customerEmailKey" ORDER BY "emailConfirmedAt" DESC, "dateOfCreation" DESC, "id" DESC) AS "counted"
      FROM "Evaluation"
      WHERE "emailConfirmedAt" IS NOT NULL ${onlyConsultant} ${onlyKey}
    )
    UPDATE "Evaluation" AS e SET "supersededById" = nullif(r."counted", e."id")
    FROM ranked AS r
    WHERE e."id" = r."id" AND e."supersededById" IS DISTINCT FROM nullif(r."counted", e."id")`;
}
