// Moderation (docs/product-rules.md#reports): a report never hides an evaluation by itself; a platform administrator
// keeps it or hides it with a reason that the consultant's page discloses.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { ReportDecision } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { recordDecision } from "@/lib/moderation-decisions/record-decision";

export type DecidedReport = { id: number; status: "kept" | "hidden"; evaluationId: string };

export async function decideReport(actor: Actor, input: ReportDecision): Promise<DecidedReport> {
  const admin = assertPlatformAdmin(actor);
  const now = new Date();
  // The consultant whose page changes (an evaluation hidden), known once the transaction committed.
  let expire: number | null = null;
  const decided = await db().$transaction(async (tx) => {
    const report = await tx.evaluationReport.findUnique({
      where: { id: input.reportId },
      select: { id: true, status: true, reason: true, evaluationId: true, evaluation: { select: { consultantId: true } } },
    });
    if (!report) throw notFound("report");
    const decision = { decisionReason: input.reason || null, decidedAt: now, decidedById: admin.userId };
    // The consultant's report is their contest of the review: both sides are told the outcome and why.
    const record = (outcome: "kept" | "hidden") =>
      recordDecision(
        tx,
        {
          subject: "review",
          evaluationId: report.evaluationId,
          consultantId: report.evaluation.consultantId,
          outcome,
          source: "consultant",
          ground: report.reason,
          publicReason: outcome === "hidden" ? input.reason : null,
          note: outcome === "kept" ? input.reason || null : null,
          automated: false,
          decidedById: admin.userId,
        },
        { now },
      );
    if (input.decision === "keep") {
      // The status condition makes two administrators deciding at once safe: the second one loses.
      const { count } = await tx.evaluationReport.updateMany({ where: { id: report.id, status: "open" }, data: { status: "kept", ...decision } });
      if (count === 0) throw new AppError("conflict", "This report has already been decided.");
      await record("kept");
      return { id: report.id, status: "kept", evaluationId: report.evaluationId } as const;
    }
    // Hiding settles every open report of the same evaluation: there is nothing left to decide.
    const { count } = await tx.evaluationReport.updateMany({
      where: { evaluationId: report.evaluationId, status: "open" },
      data: { status: "hidden", ...decision },
    });
    if (count === 0 || report.status !== "open") throw new AppError("conflict", "This report has already been decided.");
    await tx.evaluation.update({ where: { id: report.evaluationId }, data: { hiddenAt: now, hiddenReason: input.reason } });
    await record("hidden");
    // The consultant's figures and those of the company the consultant belongs to.
    await refreshFiguresFor(tx, { evaluationsOf: [report.evaluation.consultantId] });
    expire = report.evaluation.consultantId;
    return { id: report.id, status: "hidden", evaluationId: report.evaluationId } as const;
  });
  if (expire !== null) await expireChanged({ evaluationsOf: [expire] });
  return decided;
}

export type OpenReport = {
  id: number;
  reason: string;
  comment: string | null;
  createdAt: Date;
  reporter: { id: number; name: string };
  evaluation: {
    id: string;
    overallRating: number;
    comment: string | null;
    state: string;
    dateOfCreation: Date;
    consultantComment: string | null;
    customerName: string;
  };
};

/** Open reports, oldest first (they have waited longest), with the evaluation they concern. */
export async function listOpenReports(actor: Actor, take = 50): Promise<{ items: OpenReport[]; total: number }> {
  assertPlatformAdmin(actor);
  const where = { status: "open" as const };
  const [rows, total] = await db().$transaction([
    db().evaluationReport.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      select: {
        id: true,
        reason: true,
        comment: true,
        createdAt: true,
        consultant: { select: { id: true, givenName: true, familyName: true } },
        evaluation: {
          select: {
            id: true,
            overallRating: true,
            comment: true,
            state: true,
            dateOfCreation: true,
            consultantComment: true,
            customerGivenName: true,
            customerFamilyName: true,
          },
        },
      },
    }),
    db().evaluationReport.count({ where }),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      comment: r.comment,
      createdAt: r.createdAt,
      reporter: { id: r.consultant.id, name: `${r.consultant.givenName} ${r.consultant.familyName}` },
      evaluation: {
        id: r.evaluation.id,
        overallRating: Number(r.evaluation.overallRating),
        comment: r.evaluation.comment,
        state: r.evaluation.state,
        dateOfCreation: r.evaluation.dateOfCreation,
        consultantComment: r.evaluation.consultantComment,
        // Administrators see the customer's name; the e-mail address stays private even here.
        customerName: `${r.evaluation.customerGivenName} ${r.evaluation.customerFamilyName}`,
      },
    })),
  };
}
