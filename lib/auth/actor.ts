// Who is calling. Settled once per request (route wrapper, server action, page layout) and passed
// as the first argument to every service, which decides what the actor may see and change.
import type { Permission } from "./permissions";

export type AnonymousActor = { kind: "anonymous" };

export type UserActor = {
  kind: "user";
  userId: string;
  /** Lower-cased sign-in e-mail; the consultant record is matched by it. */
  email: string;
  name: string | null;
  isPlatformAdmin: boolean;
  permissions: readonly Permission[];
  /** The consultant record with the same e-mail (case-insensitive), if any. */
  consultantId: number | null;
  /** The company this user administers (their consultant's link state is administrator). */
  administeredCompanyId: number | null;
  via: "session" | "bearer";
};

export type Actor = AnonymousActor | UserActor;

export const ANONYMOUS: AnonymousActor = { kind: "anonymous" };

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === "user";
}

export function hasPermission(actor: Actor, permission: Permission): boolean {
  return actor.kind === "user" && actor.permissions.includes(permission);
}
