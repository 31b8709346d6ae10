// POST /api/dispute/{id}/decision – after the reviewer answered, a moderator passes on what the
// consultant may read (no name, no address, no file) and decides (docs/product-rules.md#disputes):
// kept (labelled "checked after a dispute"; with consultationShown the review earns the ✓), edited
// (the reviewer's revised text replaces the comment) or hidden with a public reason. The evidence
// files are deleted 30 days after the decision.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { AppError } from "@/lib/errors";
import { addDays } from "@/lib/evaluations/release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { claimDispute } from "./claim";
import { recordDisputeOutcome } from "./record-outcome";
import { decisionSchema, type DisputeOutcomeName } from "./schema";

const EVIDENCE_RETENTION_DAYS = 30;

export async function decideDispute(
  actor: Actor,
  id: number,
  input: unknown,
  options: ServiceContext = {},
): Promise<{ id: number; outcome: DisputeOutcomeName; decisionId: number }> {
  const admin = assertPlatformAdmin(actor);
  const decision = decisionSchema.parse(input);
  const { db, now } = resolveContext(options);
  const result = await db.$transaction(async (tx) => {
    const dispute = await claimDispute(tx, id, "answered");
    const { revisedComment } = await tx.evaluationDispute.findUniqueOrThrow({ where: { id }, select: { revisedComment: true } });
    switch (decision.outcome) {
      case "kept":
        // The ✓ is Beraterwahl's word: only when the moderator found the consultation shown.
        if (decision.consultationShown) await tx.evaluation.update({ where: { id: dispute.evaluationId }, data: { disputeEvidenceAt: now } });
        break;
      case "edited":
        if (!revisedComment) throw new AppError("conflict", "The reviewer sent no revised text; the review cannot be marked edited.");
        await tx.evaluation.update({ where: { id: dispute.evaluationId }, data: { comment: revisedComment, date: now } });
        break;
      case "hidden":
        await tx.evaluation.update({ where: { id: dispute.evaluationId }, data: { hiddenAt: now, hiddenReason: decision.publicReason ?? null, heldAt: null } });
        break;
    }
    const decisionId = await recordDisputeOutcome(
      tx,
      {
        evaluationId: dispute.evaluationId,
        consultantId: dispute.consultantId,
        outcome: decision.outcome,
        source: "consultant",
        ground: dispute.reason,
        publicReason: decision.outcome === "hidden" ? (decision.publicReason ?? null) : null,
        note: decision.note || null,
        decidedById: admin.userId,
      },
      now,
    );
    await tx.evaluationDispute.update({ where: { id }, data: { status: "decided", decisionId, summaryForConsultant: decision.summaryForConsultant } });
    await tx.disputeEvidence.updateMany({ where: { disputeId: id }, data: { deleteAfter: addDays(now, EVIDENCE_RETENTION_DAYS) } });
    await refreshFiguresFor(tx, { evaluationsOf: [dispute.consultantId] });
    return { id, outcome: decision.outcome, decisionId, consultantId: dispute.consultantId };
  });
  await expireChanged({ evaluationsOf: [result.consultantId] });
  return { id: result.id, outcome: result.outcome, decisionId: result.decisionId };
}
