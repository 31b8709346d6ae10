// Recording, correcting and removing a consultant's register badges: platform administrators only
// (issue 19: "only administrators can set them"). Who checked is taken from the caller, never from
// the request body. Each change expires the consultant's cached page, which shows the badges.
import "server-only";
import { assertPlatformAdmin } from "@/lib/admin/access";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { expireConsultantPages } from "@/lib/public/page-cache";
import { adminRegistration } from "./registration-view";
import type { AdminRegistration, RegisterBadgeData } from "./schema";

const duplicateKind = () =>
  new AppError("conflict", "This consultant already has a badge of this register; change that one instead.", {
    invalidParams: [{ pointer: "/kind", message: "admin.registrations.duplicateKind" }],
  });

export async function recordRegistration(actor: Actor, consultantId: number, data: RegisterBadgeData): Promise<AdminRegistration> {
  const admin = assertPlatformAdmin(actor);
  const row = await db().$transaction(async (tx) => {
    // The consultant row is locked so that two administrators recording the same register at once
    // meet the unique index one after the other (409), not a half-written pair.
    const found = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Consultant" WHERE "id" = ${consultantId} FOR UPDATE`;
    if (found.length === 0) throw notFound("consultant");
    const existing = await tx.consultantRegistration.findUnique({ where: { consultantId_kind: { consultantId, kind: data.kind } }, select: { id: true } });
    if (existing) throw duplicateKind();
    return tx.consultantRegistration.create({
      data: { consultantId, ...data, checkedOn: new Date(`${data.checkedOn}T00:00:00Z`), checkedByUserId: admin.userId, checkedByEmail: admin.email },
    });
  });
  logAuditEvent({ event: "registration_recorded", userId: admin.userId, consultantId, registrationId: row.id, kind: row.kind });
  expireConsultantPages([consultantId]);
  return adminRegistration(row);
}

export async function updateRegistration(actor: Actor, consultantId: number, registrationId: number, data: RegisterBadgeData): Promise<AdminRegistration> {
  const admin = assertPlatformAdmin(actor);
  const row = await db().$transaction(async (tx) => {
    const current = await tx.consultantRegistration.findFirst({ where: { id: registrationId, consultantId }, select: { id: true } });
    if (!current) throw notFound("registration");
    const clash = await tx.consultantRegistration.findFirst({ where: { consultantId, kind: data.kind, NOT: { id: registrationId } }, select: { id: true } });
    if (clash) throw duplicateKind();
    return tx.consultantRegistration.update({
      where: { id: registrationId },
      data: { ...data, checkedOn: new Date(`${data.checkedOn}T00:00:00Z`), checkedByUserId: admin.userId, checkedByEmail: admin.email },
    });
  });
  logAuditEvent({ event: "registration_changed", userId: admin.userId, consultantId, registrationId: row.id, kind: row.kind });
  expireConsultantPages([consultantId]);
  return adminRegistration(row);
}

export async function removeRegistration(actor: Actor, consultantId: number, registrationId: number): Promise<void> {
  const admin = assertPlatformAdmin(actor);
  // Scoped to the consultant of the path, so that an id of another consultant's badge is not found.
  const removed = await db().consultantRegistration.deleteMany({ where: { id: registrationId, consultantId } });
  if (removed.count === 0) throw notFound("registration");
  logAuditEvent({ event: "registration_removed", userId: admin.userId, consultantId, registrationId });
  expireConsultantPages([consultantId]);
}
