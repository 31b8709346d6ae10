// The product's languages, without next-intl: client islands import these, and importing
// ./routing.ts instead would put next-intl's routing runtime (about 1.7 kB gzip) into the first load
// of every page.
export const locales = ["de", "en", "fr", "it"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
/** Missing messages fall back to English (docs/product-rules.md#languages-addresses-and-formats). */
export const fallbackLocale: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The product language of a stored or requested tag ("fr", "FR", "fr-CH"), else German. */
export function toLocale(value: string | null | undefined): Locale {
  const base = value?.toLowerCase().slice(0, 2) ?? "";
  return isLocale(base) ? base : defaultLocale;
}
