// Texts stored as { de, en, fr, it } JSON. Browser-safe.

/** The text in the locale, else English (the fallback language), else German, else "". */
export function localize(value: unknown, locale: string): string {
  if (typeof value === "string") return value;
  if (!value || typeof value !== "object") return "";
  const texts = value as Record<string, unknown>;
  for (const key of [locale, "en", "de"]) {
    const text = texts[key];
    if (typeof text === "string" && text !== "") return text;
  }
  return "";
}
