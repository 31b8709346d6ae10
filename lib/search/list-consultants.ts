// GET /api/consultant: public cards (the consultants grid) for everybody; platform staff with
// read:consultants get the administration table (e-mail, every state, postal-code/state filters).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { pageWindow, type Page } from "@/lib/http/pagination";
import { nameOrder } from "@/lib/consultants/consultant-cards";
import { findConsultantCards, nameMatchSql } from "./search-consultants";
import type { ConsultantCard } from "@/lib/consultants/card";
import { canReadAllConsultants } from "@/lib/consultants/access";
import type { ConsultantListQuery } from "@/lib/consultants/schema";
import { singleRow } from "@/lib/db/single-row";

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
    registered: query.registered,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

async function listForAdministration(query: ConsultantListQuery): Promise<Page<ConsultantAdminRow>> {
  // SQL of its own so that each filter uses an index: the name search is the public one's (a bitmap
  // over its indexes), and the page's ids come from an index walk before the rows are read.
  const where: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.q) where.push(nameMatchSql(query.q, { anyCompanyLink: true }));
  if (query.postalCodes.length) where.push(Prisma.sql`c."postalCode" = ANY(${query.postalCodes}::text[])`);
  if (query.registered) where.push(Prisma.sql`c."registered"`);
  if (query.states.length) where.push(Prisma.sql`c."state" = ANY(${query.states}::"ConsultantState"[])`);
  if (query.consultingTopics.length) {
    where.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "ConsultantTopic" AS ft WHERE ft."consultantId" = c."id" AND ft."consultingTopicId" = ANY(${query.consultingTopics}::int[]))`,
    );
  }
  const filter = Prisma.join(where, " AND ");
  const order =
    query.sort === "rating"
      ? Prisma.sql`c."ratingAverage" DESC, c."ratingCount" DESC, c."id" ASC`
      : query.sort === "location"
        ? Prisma.sql`c."postalCode" ASC, c."city" ASC, c."id" ASC`
        : nameOrder;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, counted] = await Promise.all([
    db().$queryRaw<ConsultantAdminRow[]>`
      WITH page AS MATERIALIZED (
        SELECT c."id" FROM "Consultant" AS c WHERE ${filter} ORDER BY ${order}
        ${limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`} OFFSET ${offset})
      SELECT c."id", c."number", c."state"::text AS "state", c."givenName", c."familyName", c."email", c."postalCode", c."city",
             c."companyId", co."name" AS "companyName"
      FROM page JOIN "Consultant" AS c ON c."id" = page."id"
      LEFT JOIN "Company" AS co ON co."id" = c."companyId"
      ORDER BY ${order}`,
    db().$queryRaw<{ total: bigint }[]>`SELECT count(*) AS "total" FROM "Consultant" AS c WHERE ${filter}`,
  ]);
  return { items: rows, total: Number(singleRow(counted).total), page: query.page, pageSize: query.pageSize };
}
