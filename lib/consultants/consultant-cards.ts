// The one SELECT list behind every consultant card (search, top consultants, public lists, company
// members), so that the cards look the same everywhere and private columns cannot slip in.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { attachmentUrl, consultantSlug, formattedName } from "./format";
import { MAX_TAGS_ON_CARD, type ConsultantCard } from "./card";
import type { RegisterKind } from "@/lib/registrations/schema";
import { roundKm } from "@/lib/geo/distance";
import { shownFigures } from "./profile-display";
import { listedWithoutFiguresSql } from "./profile-display-sql";

export type CardRow = {
  id: number;
  number: string;
  honorific: ConsultantCard["honorific"];
  title: string | null;
  givenName: string;
  familyName: string;
  city: string;
  postalCode: string;
  canton: string;
  photoAttachmentId: string | null;
  companyId: number | null;
  companyName: string | null;
  tags: string[];
  consultingTopicIds: number[] | null;
  languages: string[];
  state: "active" | "unclaimed";
  ratingAverage: Prisma.Decimal | string | number;
  ratingCount: number;
  distanceKm: number | null;
  registerKinds: RegisterKind[] | null;
};

/**
 * Columns of a card for `c` (Consultant) LEFT JOINed to `co` (Company, only when the membership is
 * accepted or administrator). `distance` is an SQL expression or NULL.
 */
export function cardColumns(distance: Prisma.Sql = Prisma.sql`NULL::float8`): Prisma.Sql {
  return Prisma.sql`
    c."id", c."number", c."honorific"::text AS "honorific", c."title", c."givenName", c."familyName",
    c."city", c."postalCode", c."canton"::text AS "canton", c."photoAttachmentId"::text AS "photoAttachmentId",
    co."id" AS "companyId", co."name" AS "companyName",
    c."tags"[1:${MAX_TAGS_ON_CARD}] AS "tags",
    ARRAY(SELECT ct."consultingTopicId" FROM "ConsultantTopic" AS ct WHERE ct."consultantId" = c."id" ORDER BY ct."consultingTopicId") AS "consultingTopicIds",
    c."languages", c."state"::text AS "state", c."ratingAverage", c."ratingCount",
    ${distance} AS "distanceKm",
    -- Only registered profiles have badges: the flag spares the others the lookup.
    CASE WHEN c."registered" THEN ARRAY(SELECT r."kind"::text FROM "ConsultantRegistration" AS r WHERE r."consultantId" = c."id" ORDER BY r."kind") END AS "registerKinds"`;
}

export const cardCompanyJoin = Prisma.sql`
  LEFT JOIN "Company" AS co ON co."id" = c."companyId" AND c."companyLinkState" IN ('accepted', 'administrator')`;

export function toCard(row: CardRow): ConsultantCard {
  const figures = shownFigures(row.state, row.ratingAverage, row.ratingCount);
  return {
    id: row.id,
    number: row.number,
    slug: consultantSlug(row),
    honorific: row.honorific,
    title: row.title,
    givenName: row.givenName,
    familyName: row.familyName,
    formattedName: formattedName(row),
    city: row.city,
    postalCode: row.postalCode,
    canton: row.canton,
    photoUrl: attachmentUrl(row.photoAttachmentId),
    company: row.companyId !== null && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    tags: (row.tags ?? []).slice(0, MAX_TAGS_ON_CARD),
    consultingTopicIds: row.consultingTopicIds ?? [],
    languages: row.languages ?? [],
    state: row.state,
    ratingAverage: figures?.average ?? null,
    ratingCount: figures?.count ?? 0,
    distanceKm: row.distanceKm === null || row.distanceKm === undefined ? null : roundKm(Number(row.distanceKm)),
    registrations: row.registerKinds ?? [],
  };
}

/**
 * The rating order (docs/product-rules.md#search-and-lists); profiles without public figures sort as if they had no ratings. The index
 * "Consultant_search_rating_order_idx" (migration 20261126000000_search_indexes) repeats these
 * expressions exactly: change both together, or searches fall back to sorting every match.
 */
export const ratingOrder = Prisma.sql`
  (CASE WHEN ${listedWithoutFiguresSql("c")} THEN 0 ELSE c."ratingAverage" END) DESC,
  (CASE WHEN ${listedWithoutFiguresSql("c")} THEN 0 ELSE c."ratingCount" END) DESC,
  c."id" ASC`;

export const nameOrder = Prisma.sql`c."familyName" ASC, c."givenName" ASC, c."id" ASC`;
