// Texts stored as { de, en, fr, it } JSON (topic names, questions, rating categories): the one way to
// read them. A missing text falls back to English, the product's fallback language, like the
// messages (lib/i18n/request.ts). Browser-safe.

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

export type AllTexts = { de: string; en: string; fr: string; it: string };

/** All four texts of a stored value, "" where one is missing: what an editor of the four languages starts from. */
export function allTexts(value: unknown): AllTexts {
  const v = (value && typeof value === "object" ? value : {}) as Partial<Record<keyof AllTexts, unknown>>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  return { de: s(v.de), en: s(v.en), fr: s(v.fr), it: s(v.it) };
}
