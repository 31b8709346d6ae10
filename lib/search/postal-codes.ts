// Postal-code autocomplete: by postal-code prefix (one entry per code and place) or by place prefix
// (one entry per place and canton, standing for all its postal codes), ignoring case and accents.
import "server-only";
import { db } from "@/lib/db/client";
import { placesStartingWith, toChoice } from "./places";
import type { PostalCodeSuggestion } from "./schema";

export async function suggestPostalCodes(prefix: string, limit = 10): Promise<PostalCodeSuggestion[]> {
  const q = prefix.trim().slice(0, 100);
  if (q === "") return [];
  const n = Math.min(Math.max(Math.trunc(limit) || 10, 1), 50);
  if (/^\d+$/.test(q)) {
    const rows = await db().$queryRaw<Omit<PostalCodeSuggestion, "label">[]>`
      SELECT "postalCode", "place", "canton"::text AS "canton" FROM "PostalLocality"
      WHERE "postalCode" LIKE ${`${q.slice(0, 4)}%`}
      ORDER BY "postalCode", "place" LIMIT ${n}`;
    return rows.map((r) => ({ ...r, label: `${r.postalCode} ${r.place}` }));
  }
  const places = await placesStartingWith(q, n);
  return places.map((p) => {
    const c = toChoice(p);
    return { postalCode: c.postalCode, place: c.place, canton: c.canton, postalCodeCount: c.postalCodeCount, label: c.label };
  });
}
