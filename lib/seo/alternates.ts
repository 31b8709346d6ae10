// Canonical URL and hreflang alternates of a public page (docs/product-rules.md#languages-addresses-and-formats): German without a
// prefix, /en, /fr, /it for the others; x-default points at the German page.
import type { Metadata } from "next";
import { localizedPath } from "@/lib/i18n/localized-path";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";

/** Absolute URL of a path in a locale. */
export function absoluteUrl(path: string, locale: Locale, appUrl: string): string {
  return new URL(localizedPath(path, locale), appUrl).toString();
}

/** hreflang → absolute URL for every locale, plus x-default. */
export function languageAlternates(path: string, appUrl: string): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(locales.map((l) => [l, absoluteUrl(path, l, appUrl)]));
  out["x-default"] = absoluteUrl(path, defaultLocale, appUrl);
  return out;
}

/** `alternates` of Next's Metadata for a page. */
export function alternates(path: string, locale: Locale, appUrl: string): NonNullable<Metadata["alternates"]> {
  return { canonical: absoluteUrl(path, locale, appUrl), languages: languageAlternates(path, appUrl) };
}
