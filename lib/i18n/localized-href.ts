// A link target ("/consultants?sort=name#list" or { pathname, query }) as the address in a language:
// German without a prefix, /en, /fr, /it otherwise. Browser-safe.
import { localizedPath } from "@/lib/i18n/localized-path";
import type { Locale } from "./locales";

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;
export type LocalizedHref = string | { pathname: string; query?: Query; hash?: string };

export function localizedHref(href: LocalizedHref, locale: Locale): string {
  if (typeof href === "string") {
    // Only paths of the app get a language; absolute URLs, mailto: and fragments stay as they are.
    if (!href.startsWith("/") || href.startsWith("//")) return href;
    const split = href.search(/[?#]/);
    const path = split === -1 ? href : href.slice(0, split);
    return `${localizedPath(path, locale)}${split === -1 ? "" : href.slice(split)}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  const hash = href.hash ? (href.hash.startsWith("#") ? href.hash : `#${href.hash}`) : "";
  return `${localizedPath(href.pathname, locale)}${query ? `?${query}` : ""}${hash}`;
}
