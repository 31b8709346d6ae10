// Removing a register badge: platform administrators only.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { logAuditEvent } from "@/lib/auth/audit-log";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";

export async function removeRegistration(actor: Actor, consultantId: number, registrationId: number): Promise<void> {
  const admin = assertPlatformAdmin(actor);
  // Scoped to the consultant of the path, so that an id of another consultant's badge is not found.
  const removed = await db().consultantRegistration.deleteMany({ where: { id: registrationId, consultantId } });
  if (removed.count === 0) throw notFound("registration");
  logAuditEvent({ event: "registration_removed", userId: admin.userId, consultantId, registrationId });
  await expireChanged({ consultants: [consultantId] });
}
