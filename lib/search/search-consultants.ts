// The consultant search of spec section 9: one SQL statement for the page, its total by window
// function, filters that use the indexes (bounding box on (latitude, longitude), GIN on languages,
// trigram on names), never a query per row.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { pageWindow, type PageSize } from "@/lib/http/pagination";
import { cardColumns, cardCompanyJoin, nameOrder, ratingOrder, toCard, type CardRow } from "./consultant-cards";
import { boundingBox, EARTH_RADIUS_KM, escapeLike } from "./geo";
import type { SearchCenter, SearchQuery, SearchResult } from "./schema";

export type CardLocation =
  | { kind: "perimeter"; center: SearchCenter; perimeterKm: number }
  | { kind: "name"; name: string }
  | { kind: "canton"; canton: string }
  | { kind: "none" };

export type CardFilters = {
  location: CardLocation;
  consultingTopics?: readonly number[];
  languages?: readonly string[];
  tags?: readonly string[];
  minRatingCount?: number;
  sort: "rating" | "name" | "location";
  page: number;
  pageSize: PageSize;
};

export async function searchConsultants(query: SearchQuery): Promise<SearchResult> {
  let location: CardLocation;
  let center: SearchCenter | null = null;
  if (query.type === "perimeter") {
    center = await findCenter(query.postalCode ?? "");
    // An unknown postal code finds nobody; it is not an error (the form may be ahead of the gazetteer).
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
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { ...page, center };
}

/** The mean position of the postal code's localities, with the first place name. */
export async function findCenter(postalCode: string): Promise<SearchCenter | null> {
  const rows = await db().$queryRaw<{ place: string | null; latitude: number | null; longitude: number | null }[]>`
    SELECT (array_agg("place" ORDER BY "id"))[1] AS "place", avg("latitude") AS "latitude", avg("longitude") AS "longitude"
    FROM "PostalLocality" WHERE "postalCode" = ${postalCode}`;
  const row = rows[0];
  if (!row || row.place === null || row.latitude === null || row.longitude === null) return null;
  return { postalCode, place: row.place, latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

function distanceSql(center: SearchCenter): Prisma.Sql {
  // least() ignores NULLs, so a profile without a position must be caught before it (NULL distance).
  return Prisma.sql`(CASE WHEN c."latitude" IS NULL OR c."longitude" IS NULL THEN NULL::float8 ELSE
    2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(c."latitude" - ${center.latitude}::float8) / 2), 2)
      + cos(radians(${center.latitude}::float8)) * cos(radians(c."latitude"))
        * power(sin(radians(c."longitude" - ${center.longitude}::float8) / 2), 2)))) END)`;
}

export async function findConsultantCards(filters: CardFilters): Promise<{ items: ReturnType<typeof toCard>[]; total: number; page: number; pageSize: PageSize }> {
  const where: Prisma.Sql[] = [Prisma.sql`c."state" <> 'disabled'`];
  let distance: Prisma.Sql = Prisma.sql`NULL::float8`;
  const loc = filters.location;

  if (loc.kind === "perimeter") {
    distance = distanceSql(loc.center);
    const box = boundingBox(loc.center, loc.perimeterKm);
    where.push(Prisma.sql`(c."postalCode" = ${loc.center.postalCode} OR (
      c."latitude" BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8
      AND c."longitude" BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8
      AND ${distance} <= ${loc.perimeterKm}::float8))`);
  } else if (loc.kind === "name") {
    const text = loc.name.trim().toLowerCase();
    const like = `%${escapeLike(text)}%`;
    const exactId = /^\d{1,9}$/.test(text) ? Number(text) : null;
    where.push(Prisma.sql`(
      ${exactId !== null ? Prisma.sql`c."id" = ${exactId} OR` : Prisma.empty}
      lower(c."number") = ${text}
      OR lower(c."givenName" || ' ' || c."familyName") LIKE ${like}
      OR lower(c."familyName" || ' ' || c."givenName") LIKE ${like}
      OR lower(co."name") LIKE ${like})`);
  } else if (loc.kind === "canton") {
    where.push(Prisma.sql`c."canton" = ${loc.canton}::"Canton"`);
  }

  if (filters.consultingTopics?.length) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "ConsultantTopic" AS ft WHERE ft."consultantId" = c."id" AND ft."consultingTopicId" = ANY(${[...filters.consultingTopics]}::int[]))`);
  }
  if (filters.languages?.length) {
    where.push(Prisma.sql`c."languages" && ${[...filters.languages]}::text[]`);
  }
  if (filters.tags?.length) {
    const lowered = filters.tags.map((t) => t.toLowerCase());
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(c."tags") AS t(tag) WHERE lower(t.tag) = ANY(${lowered}::text[]))`);
  }
  if (filters.minRatingCount && filters.minRatingCount > 0) {
    // Unclaimed profiles count as unrated, so any minimum excludes them.
    where.push(Prisma.sql`c."state" = 'active' AND c."ratingCount" >= ${filters.minRatingCount}::int`);
  }

  let order: Prisma.Sql;
  if (filters.sort === "name") order = nameOrder;
  else if (filters.sort === "location") {
    order =
      loc.kind === "perimeter"
        ? Prisma.sql`coalesce(${distance}, CASE WHEN c."postalCode" = ${loc.center.postalCode} THEN 0 END) ASC NULLS LAST, c."id" ASC`
        : Prisma.sql`c."postalCode" ASC, c."city" ASC, c."id" ASC`;
  } else order = ratingOrder;

  const { limit, offset } = pageWindow(filters.page, filters.pageSize);
  const rows = await db().$queryRaw<CardRow[]>`
    SELECT ${cardColumns(distance)}, count(*) OVER () AS "total"
    FROM "Consultant" AS c
    ${cardCompanyJoin}
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${order}
    ${limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`} OFFSET ${offset}`;

  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window function has no row to report the total on.
    const counted = await db().$queryRaw<{ total: bigint }[]>`
      SELECT count(*) AS "total" FROM "Consultant" AS c ${cardCompanyJoin} WHERE ${Prisma.join(where, " AND ")}`;
    total = Number(counted[0].total);
  }
  return { items: rows.map(toCard), total, page: filters.page, pageSize: filters.pageSize };
}
