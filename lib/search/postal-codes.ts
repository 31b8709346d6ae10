// Postal-code autocomplete: by postal-code prefix or by place prefix, ignoring case and accents.
import "server-only";
import { db } from "@/lib/db/client";
import { escapeLike } from "./geo";
import type { PostalCodeSuggestion } from "./schema";

// Accents of the Swiss place names, folded without the unaccent extension (not installed).
const ACCENTED = "àáâäãåèéêëìíîïòóôöõùúûüçñÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÇÑ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN";

export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export async function suggestPostalCodes(prefix: string, limit = 10): Promise<PostalCodeSuggestion[]> {
  const q = prefix.trim().slice(0, 100);
  if (q === "") return [];
  const n = Math.min(Math.max(Math.trunc(limit) || 10, 1), 50);
  if (/^\d+$/.test(q)) {
    return db().$queryRaw<PostalCodeSuggestion[]>`
      SELECT "postalCode", "place", "canton"::text AS "canton" FROM "PostalLocality"
      WHERE "postalCode" LIKE ${`${q.slice(0, 4)}%`}
      ORDER BY "postalCode", "place" LIMIT ${n}`;
  }
  const like = `${escapeLike(foldAccents(q))}%`;
  return db().$queryRaw<PostalCodeSuggestion[]>`
    SELECT "postalCode", "place", "canton"::text AS "canton" FROM "PostalLocality"
    WHERE lower(translate("place", ${ACCENTED}, ${PLAIN})) LIKE ${like}
    ORDER BY length("place"), "place", "postalCode" LIMIT ${n}`;
}
