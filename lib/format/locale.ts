// The four languages lib/format writes in, and the language of any locale tag.
const FORMAT_LOCALES = ["de", "en", "fr", "it"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

/** The language part of "de", "de-CH", "fr-CH", …; German for anything unknown. */
export function formatLocale(locale: string): FormatLocale {
  const language = locale.slice(0, 2).toLowerCase();
  return (FORMAT_LOCALES as readonly string[]).includes(language) ? (language as FormatLocale) : "de";
}
