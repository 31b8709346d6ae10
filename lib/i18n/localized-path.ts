// The one place that knows how a path is written in a language: German has no prefix, the others
// /en, /fr, /it (docs/product-rules.md#languages-addresses-and-formats). Pages, links, e-mail links, the
// seal snippet and hreflang all use it.
// Browser-safe.
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/** The path of `path` ("/consultants/42") in `locale`: "/consultants/42" or "/fr/consultants/42". */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
