// POST /api/evaluation/{id}/report – the consultant reports an evaluation. Stored for the
// administrators' decision and e-mailed to the report inbox; it does not hide anything by itself.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { config } from "@/lib/config";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import { findManagedEvaluationOrThrow, requireUser } from "./authorize";
import { reportSchema } from "./schema";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

export async function reportEvaluation(actor: Actor, id: string, input: unknown, options: ServiceContext = {}) {
  const user = requireUser(actor);
  const { reason, comment } = reportSchema.parse(input);
  const { db, now } = resolveContext(options);
  const report = await db
    .$transaction(async (tx) => {
      const evaluation = await findManagedEvaluationOrThrow(tx, actor, id, { id: true, consultantId: true });
      // One open report per evaluation (a partial unique index keeps it so when two arrive at once).
      const open = await tx.evaluationReport.findFirst({ where: { evaluationId: evaluation.id, status: "open" }, select: { id: true } });
      if (open) throw alreadyReported();
      const report = await tx.evaluationReport.create({
        data: { evaluationId: evaluation.id, consultantId: evaluation.consultantId, reason, comment: comment || null, createdAt: now },
        select: { id: true, status: true, reason: true, createdAt: true },
      });
      // The report inbox is the team's: German.
      const t = emailTranslator("de");
      await enqueueEmail(tx, {
        recipientEmail: config().REPORT_EMAIL,
        replyTo: user.email,
        templateName: "DefaultCallToAction",
        locale: "de",
        purpose: "report",
        values: {
          subject: t("report.subject", { evaluationId: evaluation.id }),
          headline: t("report.headline"),
          text: t("report.text", {
            email: user.email,
            consultantId: evaluation.consultantId,
            evaluationId: evaluation.id,
            reason: t(`report.reasons.${reason}`),
            comment: comment || t("report.noComment"),
          }),
          closingText: t("closingText"),
          callToActionHeadline: t("report.callToActionHeadline"),
          callToActionText: t("report.callToActionText"),
          callToActionLabel: t("report.callToActionLabel"),
          callToActionUrl: appLink("de", `/evaluation/${evaluation.id}`),
        },
      });
      return report;
    })
    .catch((error: unknown) => {
      // The other of two reports sent at once: the partial unique index refused this one.
      throw error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" ? alreadyReported() : error;
    });
  return report;
}

function alreadyReported() {
  return new AppError("conflict", "This evaluation is already reported; the moderators will decide on it.");
}
