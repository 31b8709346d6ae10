// Erasing a profile together with its evaluations (a legal request): a platform administrator's
// decision only (docs/product-rules.md#nothing-erasable-by-the-rated), confirmed by typing the consultant number, and
// written to the audit log with who, what and when. Everybody else's deletion keeps the evaluations
// (withdraw-consultant.ts).
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import type { EraseConsultantInput } from "@/lib/consultants/schema";
import { recordDecision } from "@/lib/moderation-decisions/record-decision";
import { ERASED_GROUND, issueStatements } from "@/lib/moderation-decisions/statement-mail";
import { toLocale } from "@/lib/i18n/locales";
import { assertNoRunningBilling, deleteOrphanedPhoto, lockProfileForRemoval } from "@/lib/consultants/withdraw-consultant";

export type EraseResult = { consultantId: number; number: string; evaluations: number };

export async function eraseConsultant(actor: Actor, id: number, input: EraseConsultantInput): Promise<EraseResult> {
  const admin = assertPlatformAdmin(actor);
  // The company the erased profile belonged to, known once the transaction committed.
  let left: number[] = [];
  const result = await db().$transaction(
    async (tx) => {
      const profile = await lockProfileForRemoval(tx, id);
      const row = await tx.consultant.findUniqueOrThrow({
        where: { id },
        select: { number: true, givenName: true, familyName: true, _count: { select: { evaluations: true } } },
      });
      if (input.confirmNumber.toUpperCase() !== row.number.toUpperCase()) {
        throw new AppError("validation", "The confirmation does not match the consultant number.", {
          invalidParams: [{ pointer: "/confirmNumber", message: "admin.consultants.eraseMismatch" }],
        });
      }
      await assertNoRunningBilling(tx, id);
      // The audit record outlives the profile (its consultantId becomes null): the note keeps what went.
      // The consultant is told why, and so is the author of every confirmed evaluation erased with it,
      // in their language, before their address goes with the evaluation (two statements, however many).
      const now = new Date();
      const decision = await recordDecision(
        tx,
        {
          subject: "profile",
          consultantId: id,
          outcome: "removed",
          source: "moderator",
          ground: ERASED_GROUND,
          note: `Erased ${row.number} with ${row._count.evaluations} evaluations.`,
          automated: false,
          decidedById: admin.userId,
        },
        { now },
      );
      const authors = await tx.evaluation.findMany({
        where: { consultantId: id, emailConfirmedAt: { not: null } },
        select: { customerEmail: true, customerGivenName: true, customerFamilyName: true, language: true },
      });
      const consultantName = `${row.givenName} ${row.familyName}`;
      await issueStatements(
        tx,
        { id: decision.id, subject: "review", outcome: "removed", source: "moderator", ground: ERASED_GROUND, automated: false },
        authors.map((a) => ({
          recipient: "reviewer" as const,
          email: a.customerEmail,
          name: `${a.customerGivenName} ${a.customerFamilyName}`.trim(),
          locale: toLocale(a.language),
          consultantName,
        })),
        { now },
      );
      // Evaluations, their answers, codes, reports, topics and the subscription row go by cascade.
      await tx.consultant.delete({ where: { id } });
      await deleteOrphanedPhoto(tx, profile.photoAttachmentId);
      left = profile.companyId === null ? [] : [profile.companyId];
      await refreshFiguresFor(tx, { membershipsOf: left });
      return { consultantId: id, number: row.number, evaluations: row._count.evaluations };
      // A profile with thousands of evaluations: their statements and the cascade take longer than the default 5 s.
    },
    { timeout: 120_000 },
  );
  logAuditEvent({
    event: "consultant_erased",
    userId: admin.userId,
    consultantId: result.consultantId,
    number: result.number,
    evaluations: result.evaluations,
  });
  await expireChanged({ consultants: [id], membershipsOf: left });
  return result;
}
