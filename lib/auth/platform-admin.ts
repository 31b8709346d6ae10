// The one platform-administrator check of the services. Moderation, the outbox, the dashboards,
// sales agents, consulting topics and question definitions are platform staff's business
// (lib/auth/route-permissions.ts gives their pages platformAdmin); the services check it again so that
// a server action or a future API route cannot skip it.
import "server-only";
import type { Actor, UserActor } from "@/lib/auth/actor";
import { forbidden, unauthenticated } from "@/lib/errors";

export function isPlatformAdmin(actor: Actor): boolean {
  return actor.kind === "user" && actor.isPlatformAdmin;
}

export function assertPlatformAdmin(actor: Actor): UserActor {
  if (actor.kind !== "user") throw unauthenticated();
  if (!actor.isPlatformAdmin) throw forbidden("Only platform administrators may do this.");
  return actor;
}
