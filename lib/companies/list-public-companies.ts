// The public company grid and GET /api/company: cards sorted by rating (default) or name, searchable
// by id and name, filterable by postal code; member counts in the same statement.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { attachmentUrl } from "@/lib/consultants/format";
import { slugify } from "@/lib/text/slugify";
import { pageWindow, type Page } from "@/lib/http/pagination";
import { escapeLike } from "@/lib/text/escape-like";
import type { CompanyCard, CompanyListQuery } from "./schema";
import { singleRow } from "@/lib/db/single-row";
import { listedSql } from "@/lib/consultants/profile-display-sql";

export function companySlug(c: { id: number; name: string }): string {
  const s = slugify(c.name);
  return s ? `${c.id}-${s}` : String(c.id);
}

type Row = Omit<CompanyCard, "slug" | "logoUrl" | "ratingAverage"> & { logoAttachmentId: string | null; ratingAverage: Prisma.Decimal; total: bigint };

export async function listPublicCompanies(query: CompanyListQuery): Promise<Page<CompanyCard>> {
  const where: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.q) {
    const text = query.q.toLowerCase();
    const like = `%${escapeLike(text)}%`;
    where.push(
      /^\d{1,9}$/.test(text)
        ? Prisma.sql`(co."id" = ${Number(text)} OR lower(co."name") LIKE ${like})`
        : Prisma.sql`(lower(co."name") LIKE ${like} OR lower(co."number") = ${text})`,
    );
  }
  if (query.postalCodes.length) where.push(Prisma.sql`co."postalCode" = ANY(${query.postalCodes}::text[])`);
  const order =
    query.sort === "name" ? Prisma.sql`co."name" ASC, co."id" ASC` : Prisma.sql`co."ratingAverage" DESC, co."ratingCount" DESC, co."name" ASC, co."id" ASC`;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const rows = await db().$queryRaw<Row[]>`
    SELECT co."id", co."number", co."name", co."streetName", co."streetNumber", co."postalCode", co."city",
           co."canton"::text AS "canton", co."logoAttachmentId"::text AS "logoAttachmentId",
           co."ratingAverage", co."ratingCount",
           (SELECT count(*)::int FROM "Consultant" AS m
             WHERE m."companyId" = co."id" AND m."companyLinkState" IN ('accepted', 'administrator') AND ${listedSql("m")}) AS "memberCount",
           count(*) OVER () AS "total"
    FROM "Company" AS co
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${order}
    ${limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`} OFFSET ${offset}`;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    const c = singleRow(await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS "n" FROM "Company" AS co WHERE ${Prisma.join(where, " AND ")}`);
    total = Number(c.n);
  }
  return {
    items: rows.map(({ total: _t, logoAttachmentId, ratingAverage, ...r }) => ({
      ...r,
      slug: companySlug(r),
      logoUrl: attachmentUrl(logoAttachmentId),
      ratingAverage: Number(ratingAverage),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
