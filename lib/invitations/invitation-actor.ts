// Invitations are sent in a consultant's own name only: not even platform administrators send for
// somebody else. Anybody without a profile is told there is nothing here (404).
import "server-only";
import { isUser, type Actor } from "@/lib/auth/actor";
import { notFound, unauthenticated } from "@/lib/errors";

export function invitingConsultantId(actor: Actor): number {
  if (!isUser(actor)) throw unauthenticated();
  if (actor.consultantId === null) throw notFound("consultant");
  return actor.consultantId;
}
