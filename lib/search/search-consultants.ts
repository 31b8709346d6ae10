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

/**
 * The deepest page (offset + limit; ALL_PAGE_CAP of lib/http/pagination.ts) that nearestFirstIds
 * serves, so that a deep page does not walk the GiST index through most of a perimeter: beyond it,
 * every match is sorted, as for the other orders.
 */
const NEAREST_FIRST_MAX_ROWS = 500;

type Reach = { center: SearchCenter; box: ReturnType<typeof boundingBox>; distance: Prisma.Sql };

/**
 * The first `rows` ids of `matches` (conditions on `c`, within `box`) in the order `order` of the
 * distance from the centre, without computing the distance of every match. The `rows` matches
 * nearest the centre in the plane of degrees (the GiST index "Consultant_search_nearest_idx" walked
 * in `<->` order) are not always the nearest on the sphere, but they are `rows` matches: so no row
 * of the page is farther than the farthest of them (`reach`), and only the matches within that
 * distance are sorted. Exact, ties included: every match at a distance ≤ reach takes part, and
 * fewer than `rows` matches make reach the farthest match of all. The reach's bounding box only lets
 * the position index narrow the rows; its 1 % margin keeps a match at exactly that distance inside
 * despite rounding, and the distance itself decides.
 */
function nearestFirstIds(matches: Prisma.Sql, order: Prisma.Sql, { center, box, distance }: Reach, rows: number): Prisma.Sql {
  const point = Prisma.sql`point(c."longitude", c."latitude")`;
  // boundingBox (lib/geo/distance.ts) in SQL, for a distance known only inside the statement.
  const dLat = Prisma.sql`degrees(reach."km" * 1.01 / ${EARTH_RADIUS_KM}::float8)`;
  const dLon = Prisma.sql`(${dLat} / cos(radians(least(89, abs(${center.latitude}::float8) + ${dLat}))))`;
  return Prisma.sql`SELECT c."id" FROM "Consultant" AS c
    CROSS JOIN (
      SELECT max(nearest."km") AS "km" FROM (
        SELECT ${distance} AS "km" FROM "Consultant" AS c
        WHERE ${matches}
          AND ${point} <@ box(point(${box.minLongitude}::float8, ${box.minLatitude}::float8), point(${box.maxLongitude}::float8, ${box.maxLatitude}::float8))
        ORDER BY ${point} <-> point(${center.longitude}::float8, ${center.latitude}::float8)
        LIMIT ${rows}) AS nearest) AS reach
    WHERE ${matches}
      AND c."latitude" BETWEEN ${center.latitude}::float8 - ${dLat} AND ${center.latitude}::float8 + ${dLat}
      AND c."longitude" BETWEEN ${center.longitude}::float8 - ${dLon} AND ${center.longitude}::float8 + ${dLon}
      AND ${distance} <= reach."km"
    ORDER BY ${order} LIMIT ${rows}`;
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
  // The branch whose page nearestFirstIds takes, when the page is sorted by distance.
  let nearest: { branch: Prisma.Sql; reach: Reach } | null = null;
  const loc = filters.location;

  if (loc.kind === "perimeter") {
    distance = distanceSql(loc.center);
    const box = boundingBox(loc.center, loc.perimeterKm);
    const inner = innerBox(loc.center, loc.perimeterKm);
    // The cheapest test first: PostgreSQL evaluates an OR in the order written, and most profiles of
    // a perimeter are in the inner box (Zürich 50 km: 25,886 of 35,447 in the box; the postal code
    // comparison before it cost 0.35 ms of the total's 5.5 ms).
    const inBox = Prisma.sql`c."latitude" BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8
      AND c."longitude" BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8
      AND ((c."latitude" BETWEEN ${inner.minLatitude}::float8 AND ${inner.maxLatitude}::float8
          AND c."longitude" BETWEEN ${inner.minLongitude}::float8 AND ${inner.maxLongitude}::float8)
        OR c."postalCode" = ${loc.center.postalCode}
        OR ${distance} <= ${loc.perimeterKm}::float8)`;
    // Same postal code but outside the box or without a position: matched by the postal code alone.
    // IS NOT TRUE, because a profile without a position makes the box test NULL, not false.
    const samePostalCodeOnly = Prisma.sql`c."postalCode" = ${loc.center.postalCode} AND (${inBox}) IS NOT TRUE`;
    branches = [inBox, samePostalCodeOnly];
    // Not with the register filter: its partial position index is small enough to sort (the GiST
    // index holds every listed profile, and would be walked past all the unregistered ones).
    if (filters.sort === "location" && !filters.registered) nearest = { branch: inBox, reach: { center: loc.center, box, distance } };
  } else if (loc.kind === "name") {
    branches = [nameMatchSql(loc.name)];
  } else if (loc.kind === "canton") {
    branches = [Prisma.sql`c."canton" = ${loc.canton}::"Canton"`];
  } else {
    branches = [Prisma.sql`TRUE`];
  }

  // The topic filter; the total takes a single topic as a join instead (see `counted` below).
  let topicExists: Prisma.Sql | null = null;
  if (filters.consultingTopics?.length) {
    topicExists = Prisma.sql`EXISTS (SELECT 1 FROM "ConsultantTopic" AS ft WHERE ft."consultantId" = c."id" AND ft."consultingTopicId" = ANY(${[...filters.consultingTopics]}::int[]))`;
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

  const whereBesideTopics = (...conditions: Prisma.Sql[]) => Prisma.join([...common, ...conditions], " AND ");
  const where = (...conditions: Prisma.Sql[]) => whereBesideTopics(...(topicExists ? [topicExists] : []), ...conditions);
  const { limit, offset } = pageWindow(filters.page, filters.pageSize);
  const window = limit === null ? Prisma.empty : Prisma.sql`LIMIT ${limit}`;
  // The page's ids first, then the card columns for those rows only. Each branch picks its own
  // plan (a walk along the rating-order index that stops after the page, or an index-only scan of
  // the bounding box); with two branches, each gives its first offset + limit rows and the page is
  // cut from their union.
  const branchIds = (branch: Prisma.Sql, branchWindow: Prisma.Sql) =>
    Prisma.sql`SELECT c."id" FROM "Consultant" AS c WHERE ${where(branch)} ORDER BY ${order} ${branchWindow}`;
  const branchFirstIds = (branch: Prisma.Sql, rows: number) =>
    branch === nearest?.branch && rows <= NEAREST_FIRST_MAX_ROWS
      ? nearestFirstIds(where(branch), order, nearest.reach, rows)
      : branchIds(branch, Prisma.sql`LIMIT ${rows}`);
  const pageIds =
    branches.length === 1
      ? Prisma.sql`${branchIds(branches[0]!, window)} OFFSET ${offset}`
      : Prisma.sql`
        SELECT c."id"
        FROM (${Prisma.join(
          branches.map((b) => Prisma.sql`(${limit === null ? branchIds(b, Prisma.empty) : branchFirstIds(b, offset + limit)})`),
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
  // One topic: a join, which counts each profile once because (consultantId, consultingTopicId) is
  // ConsultantTopic's primary key. PostgreSQL 15 hashes only the inner side of a semi-join (EXISTS),
  // that is the topic's rows (27,191 for topic 1 of the benchmark); a join lets it hash the smaller
  // side, the profiles in the box (Bern 20 km's total: 5.2 → 3.7 ms of executor CPU). Several topics
  // would count a profile once per topic, so they keep EXISTS.
  const oneTopic = filters.consultingTopics?.length === 1 ? filters.consultingTopics[0]! : null;
  const countOf = (branch: Prisma.Sql) =>
    oneTopic === null
      ? Prisma.sql`SELECT count(*) FROM "Consultant" AS c WHERE ${where(branch)}`
      : Prisma.sql`SELECT count(*) FROM "Consultant" AS c
          JOIN "ConsultantTopic" AS ft ON ft."consultantId" = c."id" AND ft."consultingTopicId" = ${oneTopic}::int
          WHERE ${whereBesideTopics(branch)}`;
  const counted = db().$queryRaw<{ total: bigint }[]>`
    SELECT ${Prisma.join(
      branches.map((b) => Prisma.sql`(${countOf(b)})`),
      " + ",
    )} AS "total"`;
  const [rows, totals] = await Promise.all([pageRows, counted]);
  return { items: rows.map(toCard), total: Number(singleRow(totals).total), page: filters.page, pageSize: filters.pageSize };
}
