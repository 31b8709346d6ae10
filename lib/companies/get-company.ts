// GET /api/company/{id} and the company page: the company with its members. The public sees members
// whose link state is accepted or administrator; the company's administrators and platform staff also
// see pending requests and invitations.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { attachmentUrl } from "@/lib/consultants/format";
import { cardColumns, cardCompanyJoin, nameOrder, toCard, type CardRow } from "@/lib/consultants/consultant-cards";
import type { ConsultantCard } from "@/lib/consultants/card";
import { canManageCompany } from "./access";
import { companySlug } from "./list-public-companies";
import { listedSql } from "@/lib/consultants/profile-display-sql";

type CompanyMember = ConsultantCard & { companyLinkState: string };

export async function getCompany(actor: Actor, id: number) {
  const company = await db().company.findUnique({ where: { id } });
  if (!company) throw notFound("company");
  const manager = canManageCompany(actor, id);
  const states = manager ? ["accepted", "administrator", "requestedByConsultant", "requestedByCompany"] : ["accepted", "administrator"];
  const rows = await db().$queryRaw<(CardRow & { companyLinkState: string })[]>`
    SELECT ${cardColumns()}, c."companyLinkState"::text AS "companyLinkState"
    FROM "Consultant" AS c
    ${cardCompanyJoin}
    WHERE c."companyId" = ${id} AND c."companyLinkState"::text = ANY(${states}::text[]) AND ${listedSql("c")}
    ORDER BY ${nameOrder}`;
  // ratingSum is bookkeeping for the release job (average = sum / count), not part of the contract.
  const { createdAt, updatedAt, ratingAverage, ratingSum: _ratingSum, ...rest } = company;
  return {
    ...rest,
    slug: companySlug(company),
    logoUrl: attachmentUrl(company.logoAttachmentId),
    ratingAverage: Number(ratingAverage),
    overallRating: Number(ratingAverage),
    members: rows.map((r) => ({ ...toCard(r), companyLinkState: r.companyLinkState })) as CompanyMember[],
    canEdit: manager,
    ...(manager ? { createdAt, updatedAt } : {}),
  };
}

export type CompanyView = Awaited<ReturnType<typeof getCompany>>;
