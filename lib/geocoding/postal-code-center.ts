// The offline gazetteer (PostalLocality, loaded from the Swiss postal-code list): a postal code's
// centre. The perimeter search measures from it, the compare view shows distances from it, and
// geocoding falls back to it, so all three agree on where a postal code is.
import "server-only";
import { db } from "@/lib/db/client";

export type PostalCodeCenter = { postalCode: string; place: string; latitude: number; longitude: number };

/** The mean position of the postal code's localities, with the first place name; null for an unknown code. */
export async function postalCodeCenter(postalCode: string): Promise<PostalCodeCenter | null> {
  const rows = await db().$queryRaw<{ place: string | null; latitude: number | null; longitude: number | null }[]>`
    SELECT (array_agg("place" ORDER BY "id"))[1] AS "place", avg("latitude") AS "latitude", avg("longitude") AS "longitude"
    FROM "PostalLocality" WHERE "postalCode" = ${postalCode}`;
  const row = rows[0];
  if (!row || row.place === null || row.latitude === null || row.longitude === null) return null;
  return { postalCode, place: row.place, latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
