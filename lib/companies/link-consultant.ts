// POST /api/company/{id}/consultant/{consultantId} (link with a state) and DELETE … (unlink).
// Requests, invitations, acceptance and administrator rights follow lib/companies/link-rules.ts;
// the company's figures are refreshed, and the other party is told by e-mail, in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, notFound, unauthenticated } from "@/lib/errors";
import { administersCompany, canWriteAllCompanies } from "./access";
import { linkTransitionAllowed, type LinkRole, type LinkState } from "./link-rules";
import { expireChanged, type Change } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import type { Prisma } from "@/lib/db/generated/client";
import { sendInvitationReceivedEmail, sendMembershipRequestedEmail, sendRequestAcceptedEmail } from "@/lib/email/notifications";
import { preferredEmailLocale } from "@/lib/email/translator";

export type LinkResult = { companyId: number; consultantId: number; companyLinkState: LinkState };

export async function linkConsultant(actor: Actor, companyId: number, consultantId: number, target: LinkState): Promise<LinkResult> {
  if (actor.kind !== "user") throw unauthenticated();
  const result: { result: LinkResult; change: Change } = await db().$transaction(async (tx) => {
    const company = await tx.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
    // Row lock: two administrators acting at once must not both pass the state check.
    const [consultant] = await tx.$queryRaw<{ id: number; state: string; companyId: number | null; companyLinkState: LinkState }[]>`
      SELECT "id", "state"::text AS "state", "companyId", "companyLinkState"::text AS "companyLinkState"
      FROM "Consultant" WHERE "id" = ${consultantId} FOR UPDATE`;
    if (!company) throw notFound("company");
    const role = roleOf(actor, companyId, consultantId);
    if (!consultant || role === null || (consultant.state === "disabled" && role === "companyAdmin")) throw notFound("consultant");
    if (target !== "unlinked" && consultant.state === "unclaimed" && role !== "platform") {
      throw new AppError("conflict", "An unclaimed profile cannot join a company.");
    }
    const current: LinkState | null = consultant.companyId === null ? "unlinked" : consultant.companyId === companyId ? consultant.companyLinkState : null;
    if (!linkTransitionAllowed(role, current, target)) {
      throw new AppError(
        current === null ? "conflict" : "forbidden",
        current === null ? "The consultant belongs to another company." : `Changing the link from ${current} to ${target} is not allowed.`,
      );
    }
    await tx.consultant.update({
      where: { id: consultantId },
      data: target === "unlinked" ? { companyId: null, companyLinkState: "unlinked" } : { companyId, companyLinkState: target },
    });
    await notifyOtherParty(tx, { id: consultantId, from: current, to: target, role }, company);
    // The company the consultant left, if another, is no longer found through the consultant.
    const change = { consultants: [consultantId], membershipsOf: consultant.companyId === null ? [companyId] : [companyId, consultant.companyId] };
    await refreshFiguresFor(tx, change);
    return { result: { companyId, consultantId, companyLinkState: target }, change };
  });
  await expireChanged(result.change);
  return result.result;
}

/**
 * Who hears of a step: a consultant's request goes to the company's administrators, a company's
 * invitation and its acceptance of a request to the consultant. Platform staff act silently (they
 * repair links); leaving, declining and withdrawing are not announced. Only claimed, active profiles
 * with an account address get mail, in their first language the product speaks.
 */
async function notifyOtherParty(
  tx: Prisma.TransactionClient,
  step: { id: number; from: LinkState | null; to: LinkState; role: LinkRole },
  company: { id: number; name: string },
): Promise<void> {
  if (step.role === "platform") return;
  const recipientSelect = { email: true, givenName: true, familyName: true, languages: true } as const;
  const recipient = (c: { email: string | null; givenName: string; familyName: string; languages: string[] }) =>
    c.email ? { email: c.email, name: `${c.givenName} ${c.familyName}`, locale: preferredEmailLocale(c.languages) } : null;
  if (step.role === "consultant" && step.to === "requestedByConsultant") {
    const consultant = await tx.consultant.findUniqueOrThrow({ where: { id: step.id }, select: recipientSelect });
    const admins = await tx.consultant.findMany({
      where: { companyId: company.id, companyLinkState: "administrator", state: "active", email: { not: null } },
      select: recipientSelect,
    });
    for (const admin of admins) {
      const to = recipient(admin);
      if (to) await sendMembershipRequestedEmail(tx, to, { consultantName: `${consultant.givenName} ${consultant.familyName}`, companyName: company.name });
    }
    return;
  }
  if (step.role !== "companyAdmin") return;
  const invited = step.to === "requestedByCompany";
  const accepted = step.to === "accepted" && step.from === "requestedByConsultant";
  if (!invited && !accepted) return;
  const consultant = await tx.consultant.findFirst({ where: { id: step.id, state: "active" }, select: recipientSelect });
  const to = consultant ? recipient(consultant) : null;
  if (!to) return;
  if (invited) await sendInvitationReceivedEmail(tx, to, { companyName: company.name });
  else await sendRequestAcceptedEmail(tx, to, { companyName: company.name });
}

export function unlinkConsultant(actor: Actor, companyId: number, consultantId: number): Promise<LinkResult> {
  return linkConsultant(actor, companyId, consultantId, "unlinked");
}

/** For the route, before the body is read: a caller with no part in this link learns only "not found". */
export function requireLinkParty(actor: Actor, companyId: number, consultantId: number): void {
  if (roleOf(actor, companyId, consultantId) === null) throw notFound("consultant");
}

/** null: the actor has nothing to do with this consultant and company (reported as not found). */
function roleOf(actor: Actor, companyId: number, consultantId: number): LinkRole | null {
  if (canWriteAllCompanies(actor)) return "platform";
  if (actor.kind === "user" && actor.consultantId === consultantId) return "consultant";
  if (administersCompany(actor, companyId)) return "companyAdmin";
  return null;
}
