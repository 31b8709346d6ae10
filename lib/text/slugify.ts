// Browser-safe.
import { trimChar } from "./trim-char";

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
