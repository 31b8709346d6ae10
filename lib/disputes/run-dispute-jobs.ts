// The dispute procedure's scheduled steps (run by lib/jobs/run-evaluation-jobs.ts): the one
// reminder after 7 days, hiding what is still unanswered after 14 (automated, source "deadline"),
// and deleting evidence files 30 days after their decision. Each dispute is claimed in its own
// transaction by its status, so two overlapping runs never remind or hide twice.
import "server-only";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { addDays } from "@/lib/evaluations/release-policy";
import { newEditToken, sha256Hex } from "@/lib/auth/one-time-tokens";
import { toLocale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { queueReviewerRequest } from "./mails";
import { recordDisputeOutcome } from "./record-outcome";

const REMINDER_AFTER_DAYS = 7;
const BATCH = 200;

export type DisputeJobsResult = { disputeReminders: number; disputesUnanswered: number; evidenceDeleted: number };

export async function runDisputeJobs(options: ServiceContext = {}): Promise<DisputeJobsResult> {
  const { db, now } = resolveContext(options);
  const context = { db, now: () => now };
  return {
    disputeReminders: await sendReminders(context),
    disputesUnanswered: await hideUnanswered(context),
    evidenceDeleted: (await db.disputeEvidence.deleteMany({ where: { deleteAfter: { lte: now } } })).count,
  };
}

async function sendReminders(options: ServiceContext): Promise<number> {
  const { db, now } = resolveContext(options);
  const due = await db.evaluationDispute.findMany({
    where: { status: "awaitingReviewer", reminderSentAt: null, reviewerAskedAt: { lte: addDays(now, -REMINDER_AFTER_DAYS) }, answerDueAt: { gt: now } },
    select: { id: true },
    orderBy: { answerDueAt: "asc" },
    take: BATCH,
  });
  let sent = 0;
  for (const { id } of due) {
    const reminded = await db.$transaction(async (tx) => {
      // The reminder carries a fresh link (tokens are stored only as hashes); the mail says it replaces the first.
      const token = newEditToken();
      const claimed = await tx.evaluationDispute.updateMany({
        where: { id, status: "awaitingReviewer", reminderSentAt: null },
        data: { reminderSentAt: now, reviewerTokenHash: sha256Hex(token) },
      });
      if (claimed.count === 0) return false;
      const dispute = await tx.evaluationDispute.findUniqueOrThrow({
        where: { id },
        select: {
          evaluationId: true,
          answerDueAt: true,
          evaluation: {
            select: {
              customerEmail: true,
              customerGivenName: true,
              customerFamilyName: true,
              language: true,
              consultant: { select: { givenName: true, familyName: true } },
            },
          },
        },
      });
      const e = dispute.evaluation;
      await queueReviewerRequest(tx, {
        reviewer: { email: e.customerEmail, givenName: e.customerGivenName, familyName: e.customerFamilyName, language: e.language },
        evaluationId: dispute.evaluationId,
        consultantName: `${e.consultant.givenName} ${e.consultant.familyName}`,
        token,
        answerDueAt: dispute.answerDueAt ?? now,
        reminder: true,
      });
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}

async function hideUnanswered(options: ServiceContext): Promise<number> {
  const { db, now } = resolveContext(options);
  const due = await db.evaluationDispute.findMany({
    where: { status: "awaitingReviewer", answerDueAt: { lte: now } },
    select: { id: true },
    orderBy: { answerDueAt: "asc" },
    take: BATCH,
  });
  const consultants = new Set<number>();
  let hidden = 0;
  for (const { id } of due) {
    const consultantId = await db.$transaction(async (tx) => {
      const claimed = await tx.evaluationDispute.updateMany({
        where: { id, status: "awaitingReviewer", answerDueAt: { lte: now } },
        data: { status: "decided" },
      });
      if (claimed.count === 0) return null;
      const dispute = await tx.evaluationDispute.findUniqueOrThrow({
        where: { id },
        select: { evaluationId: true, consultantId: true, evaluation: { select: { language: true } } },
      });
      // The public reason in the review's own language, as the reviewer wrote it.
      const publicReason = serverTranslator(toLocale(dispute.evaluation.language), "disputes")("publicReason.unanswered");
      // A review a moderator hid meanwhile keeps that decision's public reason.
      await tx.evaluation.updateMany({
        where: { id: dispute.evaluationId, hiddenAt: null },
        data: { hiddenAt: now, hiddenReason: publicReason, heldAt: null },
      });
      const decisionId = await recordDisputeOutcome(
        tx,
        {
          evaluationId: dispute.evaluationId,
          consultantId: dispute.consultantId,
          outcome: "hidden",
          source: "deadline",
          ground: "disputeUnanswered",
          publicReason,
          note: null,
          decidedById: null,
        },
        now,
      );
      await tx.evaluationDispute.update({ where: { id }, data: { decisionId } });
      await refreshFiguresFor(tx, { evaluationsOf: [dispute.consultantId] });
      return dispute.consultantId;
    });
    if (consultantId !== null) {
      consultants.add(consultantId);
      hidden += 1;
    }
  }
  if (consultants.size) await expireChanged({ evaluationsOf: [...consultants] });
  return hidden;
}
