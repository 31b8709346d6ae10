// Whose conversations a caller may see (docs/product-rules.md#lead-inbox): their own consultant's, and those of the
// company they administer (the same link state that authorises company administration, lib/companies/access.ts).
// Platform staff have no access: the conversations are the consultant's correspondence, like their invitations.
// Authorization lives in the query itself (scopeWhere), so no entry point can read past it.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { notFound, unauthenticated } from "@/lib/errors";

export type InboxScope = { consultantId: number | null; companyId: number | null };

/** The caller's inboxes; 401 signed out, 404 when they have neither a consultant nor a company to administer. */
export function inboxScopeOf(actor: Actor): InboxScope {
  if (actor.kind !== "user") throw unauthenticated();
  if (actor.consultantId === null && actor.administeredCompanyId === null) throw notFound("consultant");
  return { consultantId: actor.consultantId, companyId: actor.administeredCompanyId };
}

/** The caller's inboxes, or null (signed out, or nothing to read): for the account menu and pages that only show less. */
export function optionalInboxScope(actor: Actor): InboxScope | null {
  if (actor.kind !== "user" || (actor.consultantId === null && actor.administeredCompanyId === null)) return null;
  return { consultantId: actor.consultantId, companyId: actor.administeredCompanyId };
}

export function scopeWhere(scope: InboxScope): Prisma.ConversationWhereInput {
  const owners: Prisma.ConversationWhereInput[] = [];
  if (scope.consultantId !== null) owners.push({ consultantId: scope.consultantId });
  if (scope.companyId !== null) owners.push({ companyId: scope.companyId });
  return { OR: owners };
}
