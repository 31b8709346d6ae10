// Display helpers shared by the API and the pages. Browser-safe.
import { trimChar } from "@/lib/text/trim-char";

export function formattedName(c: { title?: string | null; givenName: string; familyName: string }): string {
  return [c.title?.trim(), c.givenName, c.familyName].filter(Boolean).join(" ");
}

/** URL slug after the id (/consultants/42-anna-muster); the id alone keeps working. */
export function slugify(text: string): string {
  const dashed = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-");
  return trimChar(dashed, "-").slice(0, 80);
}

export function consultantSlug(c: { id: number; givenName: string; familyName: string }): string {
  const s = slugify(`${c.givenName} ${c.familyName}`);
  return s ? `${c.id}-${s}` : String(c.id);
}

export function attachmentUrl(id: string | null | undefined): string | null {
  return id ? `/api/attachment/${id}` : null;
}
