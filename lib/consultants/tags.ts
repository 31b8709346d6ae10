// A consultant's free tags as the profile form, the search and the cards read them. Browser-safe.

/** '#' stripped, trimmed, empty dropped, duplicates removed case-insensitively (first spelling wins). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/#/g, "").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}
