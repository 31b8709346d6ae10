// The consultant search (docs/product-rules.md#search-and-lists): one SQL statement for the page and one for its total, run
// side by side, with filters that use the indexes (a partial covering index on the position, an
// expression index in the rating order, trigram indexes on names), never a query per row.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { postalCodeCenter } from "@/lib/geocoding/postal-code-center";
import { pageWindow, type PageSize } from "@/lib/http/pagination";
import { cardColumns, cardCompanyJoin, nameOrder, ratingOrder, toCard, type CardRow } from "@/lib/consultants/consultant-cards";
import { boundingBox, EARTH_RADIUS_KM, innerBox } from "@/lib/geo/distance";
import { escapeLike } from "@/lib/text/escape-like";
import { parseLocation, resolvePlace } from "./places";
import type { SearchCenter, SearchQuery, SearchResult } from "./schema";
import { singleRow } from "@/lib/db/single-row";
import { figuresShownSql, listedSql } from "@/lib/consultants/profile-display-sql";

type CardLocation =
  { kind: "perimeter"; center: SearchCenter; perimeterKm: number } | { kind: "name"; name: string } | { kind: "canton"; canton: string } | { kind: "none" };

export type CardFilters = {
  location: CardLocation;
  consultingTopics?: readonly number[];
  languages?: readonly string[];
  tags?: readonly string[];
  minRatingCount?: number;
  /** Only consultants with a register badge. */
  registered?: boolean;
  sort: "rating" | "name" | "location";
  page: number;
  pageSize: PageSize;
};

export async function searchConsultants(query: SearchQuery): Promise<SearchResult> {
  let location: CardLocation;
  let center: SearchCenter | null = null;
  if (query.type === "perimeter") {
    const parsed = parseLocation(query.postalCode ?? "");
    if (parsed.kind === "postalCode") center = await postalCodeCenter(parsed.postalCode);
    else {
      const resolved = await resolvePlace(parsed.name, parsed.canton);
      if (resolved.status === "ambiguous") return { items: [], total: 0, page: query.page, pageSize: query.pageSize, center: null, choices: resolved.choices };
      center = resolved.status === "found" ? resolved.center : null;
    }
    // An unknown postal code or place finds nobody; it is not an error (the form may be ahead of the gazetteer).
    if (!center) return { items: [], total: 0, page: query.page, pageSize: query.pageSize, center: null };
    location = { kind: "perimeter", center, perimeterKm: query.perimeter };
  } else if (query.type === "name") {
    location = { kind: "name", name: query.name ?? "" };
  } else {
    location = { kind: "canton", canton: query.canton ?? "" };
  }
  const page = await findConsultantCards({
    location,
    consultingTopics: query.consultingTopics,
    languages: query.languages,
    tags: query.tags,
    minRatingCount: query.ratingCount,
    registered: query.registered,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { ...page, center };
}

/**
 * Name search (docs/product-rules.md#search-and-lists) on `c` (Consultant): id, number, given and family name (either
 * order) and the name of the company the consultant belongs to, case-insensitive. Every alternative
 * has an index of its own (primary key, lower(number), the two trigram indexes on the names,
 * companyId), so PostgreSQL combines them in a bitmap instead of scanning the table. The public
 * search counts only accepted memberships; the administration (`anyCompanyLink`) every link.
 */
export function nameMatchSql(name: string, { anyCompanyLink = false } = {}): Prisma.Sql {
  const text = name.trim().toLowerCase();
  const like = `%${escapeLike(text)}%`;
  const exactId = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return Prisma.sql`(
    ${exactId !== null ? Prisma.sql`c."id" = ${exactId} OR` : Prisma.empty}
    lower(c."number") = ${text}
    OR lower(c."givenName" || ' ' || c."familyName") LIKE ${like}
    OR lower(c."familyName" || ' ' || c."givenName") LIKE ${like}
    OR (c."companyId" = ANY(ARRAY(SELECT n."id" FROM "Company" AS n WHERE lower(n."name") LIKE ${like}))
      ${anyCompanyLink ? Prisma.empty : Prisma.sql`AND c."companyLinkState" IN ('accepted', 'administrator')`}))`;
}

function distanceSql(center: SearchCenter): Prisma.Sql {
  // least() ignores NULLs, so a profile without a position must be caught before it (NULL distance).
  return Prisma.sql`(CASE WHEN c."latitude" IS NULL OR c."longitude" IS NULL THEN NULL::float8 ELSE
    2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(c."latitude" - ${center.latitude}::float8) / 2), 2)
      + cos(radians(${center.latitude}::float8)) * cos(radians(c."latitude"))
        * power(sin(radians(c."longitude" - ${center.longitude}::float8) / 2), 2)))) END)`;
}

export async function findConsultantCards(
  filters: CardFilters,
): Promise<{ items: ReturnType<typeof toCard>[]; total: number; page: number; pageSize: PageSize }> {
  // Filters every branch shares; then the location as one or two disjoint branches. Page and total
  // take each branch on its own, so that each can use its own index (an OR of the two would force a
  // bitmap over both, or a scan of the whole table).
  const common: Prisma.Sql[] = [listedSql("c")];
  let distance: Prisma.Sql = Prisma.sql`NULL::float8`;
  let branches: Prisma.Sql[] = [];
  const loc = filters.location;

  if (loc.kind === "perimeter") {
    distance = distanceSql(loc.center);
    const box = boundingBox(loc.center, loc.perimeterKm);
    const inner = innerBox(loc.center, loc.perimeterKm);
    const inBox = Prisma.sql`c."latitude" BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8
      AND c."longitude" BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8
      AND (c."postalCode" = ${loc.center.postalCode}
        OR (c."latitude" BETWEEN ${inner.minLatitude}::float8 AND ${inner.maxLatitude}::float8
          AND c."longitude" BETWEEN ${inner.minLongitude}::float8 AND ${inner.maxLongitude}::float8)
        OR ${distance} <= ${loc.perimeterKm}::float8)`;
    // Same postal code but outside the box or without a position: matched by the postal code alone.
    // IS NOT TRUE, because a profile without a position makes the box test NULL, not false.
    const samePostalCodeOnly = Prisma.sql`c."postalCode" = ${loc.center.postalCode} AND (${inBox}) IS NOT TRUE`;
    branches = [inBox, samePostalCodeOnly];
  } else if (loc.kind === "name") {
    branches = [nameMatchSql(loc.name)];
  } else if (loc.kind === "canton") {
    branches = [Prisma.sql`c."canton" = ${loc.canton}::"Canton"`];
  } else {
    branches = [Prisma.sql`TRUE`];
  }

  if (filters.consultingTopics?.length) {
    common.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "ConsultantTopic" AS ft WHERE ft."consultantId" = c."id" AND ft."consultingTopicId" = ANY(${[...filters.consultingTopics]}::int[]))`,
    );
  }
  if (filters.languages?.length) {
    common.push(Prisma.sql`c."languages" && ${[...filters.languages]}::text[]`);
  }
  if (filters.tags?.length) {
    const lowered = filters.tags.map((t) => t.toLowerCase());
    common.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(c."tags") AS t(tag) WHERE lower(t.tag) = ANY(${lowered}::text[]))`);
  }
  if (filters.minRatingCount && filters.minRatingCount > 0) {
    // Profiles without public figures count as unrated, so any minimum excludes them.
    common.push(Prisma.sql`${figuresShownSql("c")} AND c."ratingCount" >= ${filters.minRatingCount}::int`);
  }

  if (filters.registered) {
    // Written as the partial indexes' predicate (migration 20261202040000_register_badges), so the
    // planner can walk those small indexes instead of the ones over every profile.
    common.push(Prisma.sql`c."registered"`);
  }

  let order: Prisma.Sql;
  if (filters.sort === "name") order = nameOrder;
  else if (filters.sort === "location") {
    order =
      loc.kind === "perimeter"
        ? Prisma.sql`coalesce(${distance}, CASE WHEN c."postalCode" = ${loc.center.postalCode} THEN 0 END) ASC NULLS LAST, c."id" ASC`
        : Prisma.sql`c."postalCode" ASC, c."city" ASC, c."id" ASC`;
  } else order = ratingOrder;

  const where = (...conditions: Prisma.Sql[]) => Prisma.join([...common, ...conditions], " AND ");
  const { limit, offset } = pageWindow(filters.page, filters.pageSize);
  const window = limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`;
  // The page's ids first, then the card columns for those rows only. Each branch picks its own
  // plan (a walk along the rating-order index that stops after the page, or an index-only scan of
  // the bounding box); with two branches, each gives its first offset + limit rows and the page is
  // cut from their union.
  const branchIds = (branch: Prisma.Sql, branchWindow: Prisma.Sql) =>
    Prisma.sql`SELECT c."id" FROM "Consultant" AS c WHERE ${where(branch)} ORDER BY ${order} ${branchWindow}`;
  const pageIds =
    branches.length === 1
      ? Prisma.sql`${branchIds(branches[0]!, window)} OFFSET ${offset}`
      : Prisma.sql`
        SELECT c."id"
        FROM (${Prisma.join(
          branches.map((b) => Prisma.sql`(${branchIds(b, limit === null ? Prisma.empty : Prisma.sql`LIMIT ${offset + limit}`)})`),
          " UNION ALL ",
        )}) AS u
        JOIN "Consultant" AS c ON c."id" = u."id"
        ORDER BY ${order} ${window} OFFSET ${offset}`;
  const pageRows = db().$queryRaw<CardRow[]>`
    WITH page AS MATERIALIZED (${pageIds})
    SELECT ${cardColumns(distance)}
    FROM page JOIN "Consultant" AS c ON c."id" = page."id"
    ${cardCompanyJoin}
    ORDER BY ${order}`;
  const counted = db().$queryRaw<{ total: bigint }[]>`
    SELECT ${Prisma.join(
      branches.map((b) => Prisma.sql`(SELECT count(*) FROM "Consultant" AS c WHERE ${where(b)})`),
      " + ",
    )} AS "total"`;
  const [rows, totals] = await Promise.all([pageRows, counted]);
  return { items: rows.map(toCard), total: Number(singleRow(totals).total), page: filters.page, pageSize: filters.pageSize };
}
