// Recording a consultant's register badge: platform administrators only (issue 19: "only
// administrators can set them"). Who checked is taken from the caller, never from the request body.
// Each change of a badge expires the consultant's cached page, which shows the badges.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";
import { adminRegistration } from "./registration-view";
import type { AdminRegistration, RegisterBadgeData } from "./schema";

/** One badge per register and consultant (the unique index); the form shows it at the register field. */
export const duplicateKind = () =>
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
  await expireChanged({ consultants: [consultantId] });
  return adminRegistration(row);
}
