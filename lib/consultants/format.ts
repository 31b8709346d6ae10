// Display helpers shared by the API and the pages. Browser-safe.
import { slugify } from "@/lib/text/slugify";

export function formattedName(c: { title?: string | null; givenName: string; familyName: string }): string {
  return [c.title?.trim(), c.givenName, c.familyName].filter(Boolean).join(" ");
}

export function consultantSlug(c: { id: number; givenName: string; familyName: string }): string {
  const s = slugify(`${c.givenName} ${c.familyName}`);
  return s ? `${c.id}-${s}` : String(c.id);
}

export function attachmentUrl(id: string | null | undefined): string | null {
  return id ? `/api/attachment/${id}` : null;
}
