// The free-tag text field of the perimeter search: "#pension, tax #Tax" → ["pension", "tax"].
// The rule itself (no #, no duplicates) is the search schema's normalizeTags.
import { normalizeTags } from "@/lib/consultants/tags";

/** Splits a text field at spaces, commas and semicolons, then normalizes like the search does. */
export function tagsFromText(input: string | readonly string[] | null | undefined): string[] {
  if (!input) return [];
  const raw = typeof input === "string" ? [input] : input;
  return normalizeTags(raw.flatMap((s) => s.split(/[\s,;]+/)));
}
