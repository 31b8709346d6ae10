// POST /api/company/{id}/consultant/{consultantId} (link with a state) and DELETE … (unlink).
// Requests, invitations, acceptance and administrator rights follow lib/companies/link-rules.ts;
// the company's figures are refreshed in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, notFound, unauthenticated } from "@/lib/errors";
import { administersCompany, canWriteAllCompanies } from "./access";
import { linkTransitionAllowed, type LinkRole, type LinkState } from "./link-rules";
import { expireChanged, refreshFiguresFor, type Change } from "@/lib/cache/invalidate";

export type LinkResult = { companyId: number; consultantId: number; companyLinkState: LinkState };

export async function linkConsultant(actor: Actor, companyId: number, consultantId: number, target: LinkState): Promise<LinkResult> {
  if (actor.kind !== "user") throw unauthenticated();
  const result: { result: LinkResult; change: Change } = await db().$transaction(async (tx) => {
    const company = await tx.company.findUnique({ where: { id: companyId }, select: { id: true } });
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
    // The company the consultant left, if another, is no longer found through the consultant.
    const change = { consultants: [consultantId], membershipsOf: consultant.companyId === null ? [companyId] : [companyId, consultant.companyId] };
    await refreshFiguresFor(tx, change);
    return { result: { companyId, consultantId, companyLinkState: target }, change };
  });
  await expireChanged(result.change);
  return result.result;
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
