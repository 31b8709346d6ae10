// The current page's path and language for the header's client islands (the account menu closes on
// navigation and shows sign-in on one page; the language switch links each language), on Next's own
// router: next-intl's client navigation would add its routing runtime, about 2.7 kB gzip, to the first
// load of every page.
import { usePathname } from "next/navigation";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/localized-path";

/** The locale and the locale-free path of an address: "/fr/consultants" → fr, "/consultants". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (!isLocale(first)) return { locale: defaultLocale, path: pathname || "/" };
  return { locale: first, path: `/${rest.join("/")}` };
}

/** The current page's locale and path without the locale prefix. */
export function useLocalePath(): { locale: Locale; path: string } {
  return splitLocale(usePathname() ?? "/");
}

/**
 * The address of `path` in `target` seen from a page in `current`: another language always carries
 * its prefix (/de/… too), so that the proxy stores the visitor's choice before it drops German's
 * prefix; the current language has its usual address.
 */
export function switchLocalePath(path: string, current: Locale, target: Locale): string {
  if (target === current) return localizedPath(path, target);
  return path === "/" ? `/${target}` : `/${target}${path}`;
}
