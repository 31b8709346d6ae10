// POST /api/email/confirmation – "send the confirmation link again" from the account (the consultant,
// a company's administrator, or platform staff for either).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { unauthenticated } from "@/lib/errors";
import { reserveConfirmationLink, sendConfirmationLink, type SendLinkResult } from "@/lib/contact-email/confirmation";
import type { ContactOwner } from "@/lib/contact-email/owner";
import type { RequestConfirmationInput } from "@/lib/contact-email/schema";
import { getContactEmailStatus } from "./contact-email-status";

export async function requestContactEmailConfirmation(actor: Actor, input: RequestConfirmationInput): Promise<{ status: SendLinkResult }> {
  if (actor.kind !== "user") throw unauthenticated();
  const owner: ContactOwner = "consultantId" in input ? { kind: "consultant", id: input.consultantId } : { kind: "company", id: input.companyId };
  // Somebody else's profile is reported as missing, like one that does not exist (getContactEmailStatus).
  const current = await getContactEmailStatus(actor, owner);
  if (current.confirmedAt) return { status: "alreadyConfirmed" };
  const reserved = await reserveConfirmationLink(owner, current.email, { locale: input.locale, whenCapped: "throw" });
  const status = await db().$transaction((tx) => sendConfirmationLink(tx, owner, { locale: input.locale, reserved }));
  if (status === "sent") deliverSoon();
  return { status };
}
