// The app's links in server components: a plain <a> to the address of a path in the current language
// (German without a prefix). Public pages are cached and load whole in a moment, so a link needs no
// client-side router: Next's <Link> would put its runtime (4 to 6 kB gzip: URL formatting, the
// viewport observer for prefetching) into the first load of every page (docs/benchmarks.md,
// "First-load JS, 2026-11-29"). Client components that navigate inside the account and the
// administration keep Next's router with ./client-link.tsx.
import { useLocale } from "next-intl";
import type { AnchorHTMLAttributes } from "react";
import { isLocale, defaultLocale } from "./locales";
import { localizedHref, type LocalizedHref } from "./localized-href";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: LocalizedHref;
  /** Next's <Link> options, without meaning for a plain link (a full page load neither prefetches nor keeps the scroll). */
  prefetch?: boolean;
  scroll?: boolean;
};

export function Link({ href, prefetch: _prefetch, scroll: _scroll, ...props }: Props) {
  const current = useLocale();
  return <a href={localizedHref(href, isLocale(current) ? current : defaultLocale)} {...props} />;
}
