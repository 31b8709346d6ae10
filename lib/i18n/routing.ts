import { defineRouting } from "next-intl/routing";

export const locales = ["de", "en", "fr", "it"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
/** Missing messages fall back to English (spec section 9). */
export const fallbackLocale: Locale = "en";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // German without a prefix; /en, /fr, /it for the others (decisions.md, URLs).
  localePrefix: "as-needed",
});

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
