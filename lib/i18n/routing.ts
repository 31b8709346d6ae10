import { defineRouting } from "next-intl/routing";

export const locales = ["de", "en", "fr", "it"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
/** Missing messages fall back to English (docs/product-rules.md#languages-addresses-and-formats). */
export const fallbackLocale: Locale = "en";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // German without a prefix; /en, /fr, /it for the others (docs/product-rules.md#languages-addresses-and-formats).
  localePrefix: "as-needed",
  // The pages state their hreflang alternates themselves (lib/seo/alternates.ts), for the canonical
  // URL with its slug. The middleware's Link header would name the requested URL instead
  // (/consultants/42 without the slug), and crawlers would see two disagreeing sets.
  alternateLinks: false,
});

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
