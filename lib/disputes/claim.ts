// A dispute row locked for the transaction's step, in the status that step expects: two moderators
// deciding at once, or a moderator and the deadline job, cannot both act on it.
import "server-only";
import type { DisputeReason, DisputeStatus, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";

export type ClaimedDispute = { id: number; evaluationId: string; consultantId: number; reason: DisputeReason; status: DisputeStatus };

export async function claimDispute(tx: Prisma.TransactionClient, id: number, expected: DisputeStatus | DisputeStatus[]): Promise<ClaimedDispute> {
  const rows = await tx.$queryRaw<ClaimedDispute[]>`
    SELECT "id", "evaluationId"::text AS "evaluationId", "consultantId", "reason"::text AS "reason", "status"::text AS "status"
    FROM "EvaluationDispute" WHERE "id" = ${id} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError("not_found", "problems.detail.notFound", { values: { what: "dispute" } });
  const allowed = Array.isArray(expected) ? expected : [expected];
  if (!allowed.includes(row.status)) throw new AppError("conflict", `The dispute is ${row.status}; this step is not open to it.`);
  return row;
}
