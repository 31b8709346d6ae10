// Correcting a register badge or recording a newer check of it: platform administrators only; the
// checker becomes the caller. Scoped to the consultant of the path, so another consultant's badge id
// is not found.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";
import { duplicateKind } from "./record-registration";
import { adminRegistration } from "./registration-view";
import type { AdminRegistration, RegisterBadgeData } from "./schema";

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
  await expireChanged({ consultants: [consultantId] });
  return adminRegistration(row);
}
