// POST /api/email/confirmation – "send the confirmation link again" from the account (the consultant,
// a company's administrator, or platform staff for either).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { canManageCompany } from "@/lib/companies/access";
import { canManageConsultant } from "@/lib/consultants/access";
import { db } from "@/lib/db/client";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { notFound, unauthenticated } from "@/lib/errors";
import { sendConfirmationLink, type SendLinkResult } from "./confirmation";
import type { ContactOwner } from "./owner";
import type { RequestConfirmationInput } from "./schema";

export async function requestContactEmailConfirmation(actor: Actor, input: RequestConfirmationInput): Promise<{ status: SendLinkResult }> {
  if (actor.kind !== "user") throw unauthenticated();
  const owner: ContactOwner = "consultantId" in input ? { kind: "consultant", id: input.consultantId } : { kind: "company", id: input.companyId };
  // Somebody else's profile is reported as missing, like one that does not exist.
  const allowed = owner.kind === "consultant" ? canManageConsultant(actor, owner.id) : canManageCompany(actor, owner.id);
  if (!allowed) throw notFound(owner.kind);
  const status = await db().$transaction((tx) => sendConfirmationLink(tx, owner, { locale: input.locale, whenCapped: "throw" }));
  if (status === "sent") deliverSoon();
  return { status };
}
