// Who may do what with a consultant record (docs/product-rules.md#roles-and-permissions).
import "server-only";
import { hasPermission, type Actor } from "@/lib/auth/actor";

export function ownsConsultant(actor: Actor, consultantId: number): boolean {
  return actor.kind === "user" && actor.consultantId === consultantId;
}

export function canReadAllConsultants(actor: Actor): boolean {
  return actor.kind === "user" && (actor.isPlatformAdmin || hasPermission(actor, "read:consultants"));
}

export function canWriteAllConsultants(actor: Actor): boolean {
  return actor.kind === "user" && (actor.isPlatformAdmin || hasPermission(actor, "write:consultants"));
}

/** The consultant's own record, or every record for platform staff. */
export function canManageConsultant(actor: Actor, consultantId: number): boolean {
  return ownsConsultant(actor, consultantId) || canWriteAllConsultants(actor);
}
