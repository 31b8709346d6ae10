// GET /api/consultant: public cards (the consultants grid) for everybody; platform staff with
// read:consultants get the administration table (e-mail, every state, postal-code/state filters).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { pageWindow, type Page } from "@/lib/http/pagination";
import { findConsultantCards } from "@/lib/search/search-consultants";
import type { ConsultantCard } from "@/lib/search/schema";
import { canReadAllConsultants } from "./access";
import type { ConsultantListQuery } from "./schema";

export type ConsultantAdminRow = {
  id: number;
  number: string;
  state: string;
  givenName: string;
  familyName: string;
  email: string | null;
  postalCode: string;
  city: string;
  companyId: number | null;
  companyName: string | null;
};

export async function listConsultants(actor: Actor, query: ConsultantListQuery): Promise<Page<ConsultantCard> | Page<ConsultantAdminRow>> {
  if (canReadAllConsultants(actor)) return listForAdministration(query);
  return findConsultantCards({
    location: query.q ? { kind: "name", name: query.q } : { kind: "none" },
    consultingTopics: query.consultingTopics,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

async function listForAdministration(query: ConsultantListQuery): Promise<Page<ConsultantAdminRow>> {
  const and: Prisma.ConsultantWhereInput[] = [];
  if (query.q) {
    const q = query.q;
    const or: Prisma.ConsultantWhereInput[] = [
      { givenName: { contains: q, mode: "insensitive" } },
      { familyName: { contains: q, mode: "insensitive" } },
      { number: { equals: q, mode: "insensitive" } },
      { company: { name: { contains: q, mode: "insensitive" } } },
    ];
    if (/^\d{1,9}$/.test(q)) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  if (query.postalCodes.length) and.push({ postalCode: { in: query.postalCodes } });
  if (query.states.length) and.push({ state: { in: query.states } });
  if (query.consultingTopics.length) and.push({ consultingTopics: { some: { consultingTopicId: { in: query.consultingTopics } } } });
  const where: Prisma.ConsultantWhereInput = { AND: and };
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const orderBy: Prisma.ConsultantOrderByWithRelationInput[] =
    query.sort === "rating"
      ? [{ ratingAverage: "desc" }, { ratingCount: "desc" }, { id: "asc" }]
      : query.sort === "location"
        ? [{ postalCode: "asc" }, { city: "asc" }, { id: "asc" }]
        : [{ familyName: "asc" }, { givenName: "asc" }, { id: "asc" }];
  const [rows, total] = await db().$transaction([
    db().consultant.findMany({
      where,
      orderBy,
      skip: offset,
      ...(limit === null ? {} : { take: limit }),
      select: { id: true, number: true, state: true, givenName: true, familyName: true, email: true, postalCode: true, city: true, companyId: true, company: { select: { name: true } } },
    }),
    db().consultant.count({ where }),
  ]);
  return {
    items: rows.map(({ company, ...r }) => ({ ...r, companyName: company?.name ?? null })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
