// Readable URLs (docs/product-rules.md#languages-addresses-and-formats): /consultants/42-anna-muster; the bare id keeps working.
// The slug itself comes from lib/text/slugify.ts, so the API's cards and the pages agree.
import { slugify } from "@/lib/text/slugify";

/** The path segment of a record: "42-alpen-finanz-ag", or "42" when the name gives no slug. */
export function idSlug(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** The numeric id at the start of a path segment ("42", "42-anna-muster"), or null when there is none. */
export function parseIdSlug(segment: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(decoded);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}
