// Locale-aware navigation for server code: links (./link.tsx, a plain <a>), redirects and addresses,
// on our own localizedHref. Not next-intl's createNavigation: its server build imports its Link, a
// client component with Next's link runtime and use-intl, and the bundler then puts both into the
// first load of every page whose server code imports this module, rendered or not (docs/benchmarks.md,
// "First-load JS, 2026-11-29"). Client components use ./client-navigation.ts and ./client-link.tsx.
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from "next/navigation";
import { defaultLocale, isLocale } from "./locales";
import { localizedHref, type LocalizedHref } from "./localized-href";

export { Link } from "./link";

type Target = { href: LocalizedHref; locale: string };

/** The address of `href` in `locale`: German without a prefix, /en, /fr, /it otherwise. */
export function getPathname({ href, locale }: Target): string {
  return localizedHref(href, isLocale(locale) ? locale : defaultLocale);
}

export function redirect(target: Target): never {
  return nextRedirect(getPathname(target));
}

export function permanentRedirect(target: Target): never {
  return nextPermanentRedirect(getPathname(target));
}
