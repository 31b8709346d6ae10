// Who may manage a consultant's subscription: the consultant themself or a platform administrator.
// Everybody else learns nothing, not even that the consultant exists (404).
import "server-only";
import { isUser, type Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/create-client";
import { notFound, unauthenticated } from "@/lib/errors";

export async function getBillingConsultantOrThrow(actor: Actor, consultantId: number, database: Db) {
  if (!isUser(actor)) throw unauthenticated();
  if (!actor.isPlatformAdmin && actor.consultantId !== consultantId) throw notFound("consultant");
  const consultant = await database.consultant.findUnique({
    where: { id: consultantId },
    select: {
      id: true,
      email: true,
      publicEmail: true,
      givenName: true,
      familyName: true,
      subscription: { select: { status: true, stripeCustomerId: true, stripeSubscriptionId: true } },
    },
  });
  if (!consultant) throw notFound("consultant");
  return consultant;
}
