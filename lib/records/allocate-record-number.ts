// Allocates the next number of a kind inside the transaction that creates the record. The numbers
// are not the row ids: the demo seed numbers its records by its own count, and ids of deleted rows
// are never reused, so the next number is the highest one in use plus one. A transaction-scoped
// advisory lock serialises two creations of the same kind, which would otherwise read the same
// maximum and collide on the unique index (creations are rare: registrations and staff forms).
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { formatRecordNumber, RECORD_NUMBER_FORMATS, type NumberedRecord } from "./record-number";
import { singleRow } from "@/lib/db/single-row";

const TABLES: Record<NumberedRecord, string> = { consultant: "Consultant", company: "Company", salesAgent: "SalesAgent" };

export async function allocateRecordNumber(tx: Prisma.TransactionClient, kind: NumberedRecord): Promise<string> {
  const { prefix } = RECORD_NUMBER_FORMATS[kind];
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`record-number:${kind}`}))::text`;
  // The table name comes from the constant above, never from input.
  const { highest } = singleRow(
    await tx.$queryRawUnsafe<{ highest: number | null }[]>(
      `SELECT max(substring("number" from 3)::int) AS "highest" FROM "${TABLES[kind]}" WHERE "number" ~ $1`,
      `^${prefix}[0-9]{1,9}$`,
    ),
  );
  return formatRecordNumber(kind, (highest ?? 0) + 1);
}
