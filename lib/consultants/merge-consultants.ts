// POST /api/consultant/{id}/merge – a platform administrator merges a duplicate profile into the one that
// stays (docs/product-rules.md#one-person-one-profile). Everything that hangs on the merged profile
// moves to the survivor in ONE transaction: evaluations (with their answers, ratings, moderation
// history and codes), reports, verification codes, invitations, held contact messages, topics,
// register badges the survivor lacks, the subscription where the survivor has none, and earlier
// merges' redirects. The survivor keeps its own profile data; its figures are recomputed set-based
// (refreshFiguresFor). The merge is recorded in ConsultantMerge (who, when, which ids, what moved),
// which also redirects the merged profile's address permanently, and written to the audit log.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { consultantSlug } from "./format";
import type { MergeConsultantInput } from "./schema";
import { assertNoRunningBilling, deleteOrphanedPhoto } from "./withdraw-consultant";

type Tx = Prisma.TransactionClient;

type MergeMoved = {
  evaluations: number;
  reports: number;
  verificationCodes: number;
  invitations: number;
  heldMessages: number;
  topics: number;
  registrations: number;
  subscription: number;
  redirects: number;
};

export type MergeResult = { mergedId: number; mergedNumber: string; survivorId: number; survivorPath: string; moved: MergeMoved };

type Locked = {
  id: number;
  number: string;
  email: string | null;
  givenName: string;
  familyName: string;
  companyId: number | null;
  photoAttachmentId: string | null;
  hasSubscription: boolean;
};

/** Both rows locked in id order, so that two merges of the same pair cannot deadlock. */
async function lockPair(tx: Tx, mergedId: number, survivorId: number): Promise<{ merged: Locked; survivor: Locked }> {
  const rows = await tx.$queryRaw<Locked[]>`
    SELECT c."id", c."number", c."email", c."givenName", c."familyName", c."companyId", c."photoAttachmentId"::text AS "photoAttachmentId",
           EXISTS (SELECT 1 FROM "Subscription" AS s WHERE s."consultantId" = c."id") AS "hasSubscription"
    FROM "Consultant" AS c WHERE c."id" IN (${mergedId}, ${survivorId}) ORDER BY c."id" FOR UPDATE OF c`;
  const merged = rows.find((r) => r.id === mergedId);
  const survivor = rows.find((r) => r.id === survivorId);
  if (!merged) throw notFound("consultant");
  if (!survivor) {
    throw new AppError("validation", "The profile to merge into does not exist.", {
      invalidParams: [{ pointer: "/survivorId", message: "duplicateProfiles.merge.survivorMissing" }],
    });
  }
  return { merged, survivor };
}

async function moveRows(tx: Tx, from: number, to: number, survivorHasSubscription: boolean): Promise<MergeMoved> {
  const [evaluations, reports, verificationCodes, invitations, heldMessages] = [
    await tx.$executeRaw`UPDATE "Evaluation" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`,
    await tx.$executeRaw`UPDATE "EvaluationReport" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`,
    await tx.$executeRaw`UPDATE "VerificationCode" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`,
    await tx.$executeRaw`UPDATE "ReviewInvitation" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`,
    await tx.$executeRaw`UPDATE "EmailMessage" SET "heldForConsultantId" = ${to} WHERE "heldForConsultantId" = ${from}`,
  ];
  // The lead inbox follows the profile its visitors wrote to (docs/product-rules.md#lead-inbox).
  await tx.$executeRaw`UPDATE "Conversation" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`;
  // Sets, not rows: what the survivor has already stays, the rest joins it.
  const topics = await tx.$executeRaw`
    INSERT INTO "ConsultantTopic" ("consultantId", "consultingTopicId")
    SELECT ${to}, "consultingTopicId" FROM "ConsultantTopic" WHERE "consultantId" = ${from}
    ON CONFLICT DO NOTHING`;
  const registrations = await tx.$executeRaw`
    UPDATE "ConsultantRegistration" SET "consultantId" = ${to}
    WHERE "consultantId" = ${from} AND "kind" NOT IN (SELECT "kind" FROM "ConsultantRegistration" WHERE "consultantId" = ${to})`;
  const subscription = survivorHasSubscription ? 0 : await tx.$executeRaw`UPDATE "Subscription" SET "consultantId" = ${to} WHERE "consultantId" = ${from}`;
  // Earlier merges into the merged profile now redirect straight to the survivor (one hop).
  const redirects = await tx.$executeRaw`UPDATE "ConsultantMerge" SET "survivorConsultantId" = ${to} WHERE "survivorConsultantId" = ${from}`;
  return { evaluations, reports, verificationCodes, invitations, heldMessages, topics, registrations, subscription, redirects };
}

export async function mergeConsultants(actor: Actor, mergedId: number, input: MergeConsultantInput, options: ServiceContext = {}): Promise<MergeResult> {
  const admin = assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  if (mergedId === input.survivorId) {
    throw new AppError("validation", "A profile cannot be merged into itself.", {
      invalidParams: [{ pointer: "/survivorId", message: "duplicateProfiles.merge.sameProfile" }],
    });
  }
  const result = await db.$transaction(async (tx) => {
    const { merged, survivor } = await lockPair(tx, mergedId, input.survivorId);
    if (input.confirmNumber.toUpperCase() !== merged.number.toUpperCase()) {
      throw new AppError("validation", "The confirmation does not match the number of the profile to merge.", {
        invalidParams: [{ pointer: "/confirmNumber", message: "duplicateProfiles.merge.numberMismatch" }],
      });
    }
    // Two paid subscriptions cannot become one here: the merged one must be cancelled at Stripe first.
    if (merged.hasSubscription && survivor.hasSubscription) await assertNoRunningBilling(tx, merged.id);
    const moved = await moveRows(tx, merged.id, survivor.id, survivor.hasSubscription);
    // What is left (its own topics, badges of a kind the survivor has, address confirmations) goes with it.
    await tx.consultant.delete({ where: { id: merged.id } });
    await deleteOrphanedPhoto(tx, merged.photoAttachmentId);
    // The person behind the merged profile can still sign in to the survivor if it had no sign-in address.
    if (survivor.email === null && merged.email !== null) await tx.consultant.update({ where: { id: survivor.id }, data: { email: merged.email } });
    await tx.consultantMerge.create({
      data: {
        mergedConsultantId: merged.id,
        mergedNumber: merged.number,
        survivorConsultantId: survivor.id,
        mergedByUserId: admin.userId,
        mergedByEmail: admin.email,
        moved,
        createdAt: now,
      },
    });
    const companies = [...new Set([merged.companyId, survivor.companyId].filter((id): id is number => id !== null))];
    await refreshFiguresFor(tx, { consultants: [survivor.id], membershipsOf: companies });
    return { merged, survivor, moved, companies };
  });
  logAuditEvent({
    event: "consultants_merged",
    userId: admin.userId,
    consultantId: result.survivor.id,
    mergedConsultantId: result.merged.id,
    number: result.merged.number,
    ...result.moved,
  });
  await expireChanged({ consultants: [result.merged.id, result.survivor.id], membershipsOf: result.companies });
  return {
    mergedId: result.merged.id,
    mergedNumber: result.merged.number,
    survivorId: result.survivor.id,
    survivorPath: `/consultants/${consultantSlug(result.survivor)}`,
    moved: result.moved,
  };
}

/** Where a merged profile's address leads now: the survivor's id, or null when the id was never merged. */
export async function mergedInto(tx: Pick<Tx, "consultantMerge">, id: number): Promise<number | null> {
  const row = await tx.consultantMerge.findUnique({ where: { mergedConsultantId: id }, select: { survivorConsultantId: true } });
  return row?.survivorConsultantId ?? null;
}
