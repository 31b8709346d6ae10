// Every outcome of a dispute is a moderation decision with its statements of reasons: the one
// recorder of lib/moderation (issue 30 item 2) does both, in the caller's transaction.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { recordDecision } from "@/lib/moderation-decisions/record-decision";

export type DisputeOutcomeRecord = {
  evaluationId: string;
  consultantId: number;
  outcome: "disputeRejected" | "kept" | "edited" | "hidden";
  source: "consultant" | "deadline";
  ground: string;
  publicReason: string | null;
  note: string | null;
  /** The moderator's user id; null when the deadline decided. */
  decidedById: string | null;
};

export async function recordDisputeOutcome(tx: Prisma.TransactionClient, record: DisputeOutcomeRecord, now: Date): Promise<number> {
  const decision = await recordDecision(
    tx,
    {
      subject: "review",
      evaluationId: record.evaluationId,
      consultantId: record.consultantId,
      outcome: record.outcome,
      source: record.source,
      ground: record.ground,
      publicReason: record.publicReason,
      note: record.note,
      automated: record.decidedById === null,
      decidedById: record.decidedById,
    },
    { now },
  );
  return decision.id;
}
