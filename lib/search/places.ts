// Place names of the gazetteer (issue 19, item 5): "Lausanne", "zurich", "Basel (BS)" as well as
// "8001" or "8001 Zürich" in the perimeter search's location field. A place name stands for all of
// its postal codes (their mean position); a name several cantons share asks the visitor to choose.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { CANTONS } from "@/lib/geo/cantons";
import { escapeLike } from "@/lib/text/escape-like";
import { placeLabel, type PlaceChoice, type SearchCenter } from "./schema";

/** Post-office boxes, sorting centres and administrations: postal codes, but no place to search around. */
const SERVICE_LOCALITY = String.raw`\d|\m(PF|SC)\M|Adm cant|Services spéciaux|Weihnachten|Distribution`;

function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * The place name folded in SQL (accents and case, without the unaccent extension, which is not
 * installed): the function and its index are migration 20261202040000_register_badges.
 */
const foldedPlace = Prisma.sql`fold_place("place")`;

export type ParsedLocation = { kind: "postalCode"; postalCode: string } | { kind: "place"; name: string; canton: string | null };

/** "8001", "8001 Zürich" (the code counts), "Basel (BS)" or "Basel BS" (a canton named), or a plain name. */
export function parseLocation(text: string): ParsedLocation {
  const t = text.trim().replace(/\s+/g, " ");
  const code = /^([1-9]\d{3})(?:\s.*)?$/.exec(t);
  if (code) return { kind: "postalCode", postalCode: code[1]! };
  // "Name (XX)" read by position: a pattern with a lazy name and optional spaces before "(" backtracks.
  const canton = t.length > 4 && t.endsWith(")") && t[t.length - 4] === "(" ? t.slice(-3, -1).toUpperCase() : "";
  const name = t.slice(0, -4).trimEnd();
  if (name && (CANTONS as readonly string[]).includes(canton)) return { kind: "place", name, canton };
  return { kind: "place", name: t, canton: null };
}

type PlaceRow = { place: string; canton: string; postalCode: string; postalCodeCount: number; latitude: number; longitude: number };

async function placeGroups(where: Prisma.Sql, limit: number): Promise<PlaceRow[]> {
  const rows = await db().$queryRaw<PlaceRow[]>`
    SELECT "place", "canton"::text AS "canton", min("postalCode") AS "postalCode", count(DISTINCT "postalCode")::int AS "postalCodeCount",
           avg("latitude") AS "latitude", avg("longitude") AS "longitude"
    FROM "PostalLocality"
    WHERE ${where} AND "place" !~ ${SERVICE_LOCALITY}
    GROUP BY "place", "canton"
    ORDER BY length("place"), "place", "canton"
    LIMIT ${limit}`;
  return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}

/** Places whose name starts with the text (accents and case ignored), one row per place and canton. */
export function placesStartingWith(text: string, limit: number): Promise<PlaceRow[]> {
  return placeGroups(Prisma.sql`${foldedPlace} LIKE ${`${escapeLike(foldAccents(text.trim()))}%`}`, limit);
}

export type LocationResolution = { status: "found"; center: SearchCenter } | { status: "ambiguous"; choices: PlaceChoice[] } | { status: "unknown" };

const MAX_CHOICES = 10;

/**
 * The place a search names: the exact name first (in the canton, when one is named), else the
 * names that start with the text. One place is the centre; several are offered as choices.
 */
export async function resolvePlace(name: string, canton: string | null): Promise<LocationResolution> {
  const folded = foldAccents(name.trim());
  const inCanton = canton ? Prisma.sql`AND "canton" = ${canton}::"Canton"` : Prisma.empty;
  let groups = await placeGroups(Prisma.sql`${foldedPlace} = ${folded} ${inCanton}`, MAX_CHOICES + 1);
  if (groups.length === 0 && !canton) {
    // "Buchs SG" is a place name of its own; "Basel BS" is Basel in the canton BS.
    const tail = /^(.+)\s([A-Z]{2})$/i.exec(name.trim());
    if (tail && (CANTONS as readonly string[]).includes(tail[2]!.toUpperCase())) return resolvePlace(tail[1]!, tail[2]!.toUpperCase());
  }
  if (groups.length === 0) groups = await placeGroups(Prisma.sql`${foldedPlace} LIKE ${`${escapeLike(folded)}%`} ${inCanton}`, MAX_CHOICES + 1);
  const [g] = groups;
  if (!g) return { status: "unknown" };
  if (groups.length === 1) {
    return { status: "found", center: { postalCode: g.postalCode, place: g.place, latitude: g.latitude, longitude: g.longitude } };
  }
  return { status: "ambiguous", choices: groups.slice(0, MAX_CHOICES).map(toChoice) };
}

export function toChoice(g: PlaceRow): PlaceChoice {
  return { place: g.place, canton: g.canton, postalCode: g.postalCode, postalCodeCount: g.postalCodeCount, label: placeLabel(g) };
}

/** The mean position of each postal code (the map's markers): one query for the whole page. */
export async function postalCodePositions(postalCodes: readonly string[]): Promise<Map<string, { latitude: number; longitude: number }>> {
  const codes = [...new Set(postalCodes)];
  if (codes.length === 0) return new Map();
  const rows = await db().$queryRaw<{ postalCode: string; latitude: number; longitude: number }[]>`
    SELECT "postalCode", avg("latitude") AS "latitude", avg("longitude") AS "longitude"
    FROM "PostalLocality" WHERE "postalCode" = ANY(${codes}::text[]) GROUP BY "postalCode"`;
  return new Map(rows.map((r) => [r.postalCode, { latitude: Number(r.latitude), longitude: Number(r.longitude) }]));
}
