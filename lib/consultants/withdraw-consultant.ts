// What deleting a consultant account does (docs/product-rules.md#nothing-erasable-by-the-rated, #data-protection).
// The customers' reviews are their data too: a consultant must not be able to erase criticism by
// leaving and registering again. So a profile that has evaluations is not deleted but returned to the
// unclaimed state: the account's private data goes (photo, mobile phone, booking credentials,
// subscription and with it the statistics, the texts and links the consultant wrote, the company
// link), the evaluations stay, hidden from the public like those of every unclaimed profile, and the
// sign-in e-mail stays (never public) so that registering with it again reclaims this very profile.
// A profile without evaluations holds nothing of anybody else and is deleted as before.
// Erasing a profile together with its evaluations is eraseConsultant (platform administrators only).
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { UNCLAIMED_PROFILE_DATA } from "./unclaimed-profile";

type Tx = Prisma.TransactionClient;

export type WithdrawOutcome = "deleted" | "unclaimed";

/** A paid subscription keeps billing at Stripe; deleting its row would orphan it there. */
const BILLING_STATUSES = new Set(["active", "trialing", "pastDue", "unpaid", "paused"]);

type LockedProfile = { id: number; companyId: number | null; photoAttachmentId: string | null; hasEvaluations: boolean };

/** Locks the profile row (two deletions, or a deletion and a registration, must not interleave). */
export async function lockProfileForRemoval(tx: Tx, id: number): Promise<LockedProfile> {
  const rows = await tx.$queryRaw<LockedProfile[]>`
    SELECT c."id", c."companyId", c."photoAttachmentId"::text AS "photoAttachmentId",
           EXISTS (SELECT 1 FROM "Evaluation" AS e WHERE e."consultantId" = c."id") AS "hasEvaluations"
    FROM "Consultant" AS c WHERE c."id" = ${id} FOR UPDATE OF c`;
  const [row] = rows;
  if (!row) throw notFound("consultant");
  return row;
}

export async function assertNoRunningBilling(tx: Tx, consultantId: number): Promise<void> {
  const sub = await tx.subscription.findUnique({ where: { consultantId }, select: { status: true, cancelAtPeriodEnd: true } });
  if (sub && BILLING_STATUSES.has(sub.status) && !sub.cancelAtPeriodEnd) throw new AppError("conflict", "account.data.cancelSubscriptionFirst");
}

/** Deletes or unclaims the profile inside the caller's transaction (see the header). */
export async function withdrawConsultantInTx(tx: Tx, id: number): Promise<WithdrawOutcome> {
  const profile = await lockProfileForRemoval(tx, id);
  await assertNoRunningBilling(tx, id);
  if (!profile.hasEvaluations) {
    await tx.consultant.delete({ where: { id } });
    await deleteOrphanedPhoto(tx, profile.photoAttachmentId);
    if (profile.companyId !== null) await refreshFiguresFor(tx, { membershipsOf: [profile.companyId] });
    return "deleted";
  }
  await tx.subscription.deleteMany({ where: { consultantId: id } });
  // The customers' addresses the consultant typed in leave with them (their unsubscribes stay).
  await tx.reviewInvitation.deleteMany({ where: { consultantId: id } });
  await tx.consultant.update({ where: { id }, data: UNCLAIMED_PROFILE_DATA });
  await deleteOrphanedPhoto(tx, profile.photoAttachmentId);
  if (profile.companyId !== null) await refreshFiguresFor(tx, { membershipsOf: [profile.companyId] });
  return "unclaimed";
}

/** The removed profile's photo upload, when nothing else shows it. */
export async function deleteOrphanedPhoto(tx: Tx, attachmentId: string | null): Promise<void> {
  if (attachmentId === null) return;
  // Only when nothing else shows the same upload (a company logo, another profile).
  await tx.attachment.deleteMany({ where: { id: attachmentId, consultantPhotos: { none: {} }, companyLogos: { none: {} } } });
}
