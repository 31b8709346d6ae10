// What the account pages show about the public contact address: confirmed or not, and how many
// messages wait for it.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { canManageCompany } from "@/lib/companies/access";
import { canManageConsultant } from "@/lib/consultants/access";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { heldForColumns, type ContactOwner } from "@/lib/contact-email/owner";

export type ContactEmailStatus = { email: string; confirmedAt: Date | null; waiting: number };

export async function getContactEmailStatus(actor: Actor, owner: ContactOwner): Promise<ContactEmailStatus> {
  const allowed = owner.kind === "consultant" ? canManageConsultant(actor, owner.id) : canManageCompany(actor, owner.id);
  if (!allowed) throw notFound(owner.kind);
  const address =
    owner.kind === "consultant"
      ? await db()
          .consultant.findUnique({ where: { id: owner.id }, select: { publicEmail: true, publicEmailConfirmedAt: true } })
          .then((c) => c && { email: c.publicEmail, confirmedAt: c.publicEmailConfirmedAt })
      : await db()
          .company.findUnique({ where: { id: owner.id }, select: { email: true, emailConfirmedAt: true } })
          .then((c) => c && { email: c.email, confirmedAt: c.emailConfirmedAt });
  if (!address) throw notFound(owner.kind);
  const waiting = address.confirmedAt ? 0 : await db().emailMessage.count({ where: { status: "held", ...heldForColumns(owner) } });
  return { ...address, waiting };
}
