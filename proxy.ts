// Locale negotiation (Next 16 calls middleware "proxy"): German without a prefix,
// /en, /fr, /it otherwise; a first visit is matched by cookie, then Accept-Language.
// It also hands the requested path to the layouts' access guards (lib/auth/guards.ts), and sends
// the home page and the two grids to their per-request variant when they carry a query.
import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { PATHNAME_HEADER } from "./lib/auth/guards-header";
import { routing } from "./lib/i18n/routing";
import { cachedSearchSegment } from "./lib/search/search-key";

const intl = createMiddleware(routing);

// The home page and the grids are cached pages; what a query adds (search results, another sort or
// page) is rendered per request by app/[locale]/(public)/q/… (docs/architecture.md, "Caching and invalidation"),
// except a valid search, whose results page is cached too, one per normalised query (q/results, lib/search/search-key.ts).
// Only the parameters a page reads send it there: a link with `?utm_source=…` or `?fbclid=…` gets the cached page.
// The home page reads a search (`type`) or a tab (`tab`: the comparison); the grids their sort, filters and paging.
// A parameter that lib/search/grid-query.ts or home-search.ts starts to read must be added to `reads` here.
const QUERY_VARIANTS: Record<string, { path: string; reads: readonly string[] }> = {
  "": { path: "/q/home", reads: ["type", "tab"] },
  "/consultants": { path: "/q/consultants", reads: ["sort", "topic", "registered", "page", "pageSize"] },
  "/companies": { path: "/q/companies", reads: ["sort", "page", "pageSize"] },
};
const PAGE_PATH = /^\/(de|en|fr|it)((?:\/consultants|\/companies)?)\/?$/;
const INTERNAL_PATH = /^(?:\/(?:de|en|fr|it))?\/q(?:\/|$)/;

/** The query a page variant sees (without Next's own cache-busting `_rsc`), or "" when it reads none of it. */
function variantQuery(url: URL, reads: readonly string[]): string {
  const params = new URLSearchParams(url.search);
  params.delete("_rsc");
  if (!reads.some((name) => params.has(name))) return "";
  return `?${params.toString()}`;
}

export default function proxy(request: NextRequest) {
  // Always overwritten, so a client cannot choose the path the guards see.
  request.headers.set(PATHNAME_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const response = intl(request);
  // A redirect (another locale, the default locale's prefix) keeps the address the visitor asked for.
  if (response.headers.has("location")) return response;

  const rewritten = response.headers.get("x-middleware-rewrite");
  const target = new URL(rewritten ?? request.url);
  if (INTERNAL_PATH.test(request.nextUrl.pathname)) {
    // The per-request variants have no address of their own: the localized 404 page.
    const locale = /^\/(de|en|fr|it)(?:\/|$)/.exec(target.pathname)?.[1] ?? routing.defaultLocale;
    setRewrite(response, new URL(`/${locale}/not-found${target.search}`, request.url));
    return response;
  }
  const match = PAGE_PATH.exec(target.pathname);
  const variant = match?.[2] !== undefined ? QUERY_VARIANTS[match[2]] : undefined;
  const query = variant ? variantQuery(request.nextUrl, variant.reads) : "";
  if (!match || !variant || !query) return response;
  const search = match[2] === "" ? cachedSearchSegment(request.nextUrl.searchParams) : null;
  setRewrite(response, new URL(search ? `/${match[1]}/q/results/${search}` : `/${match[1]}${variant.path}${query}`, request.url));
  return response;
}

/** Turns next-intl's answer (its cookies and request headers kept) into a rewrite to `url`. */
function setRewrite(response: Response, url: URL): void {
  response.headers.delete("x-middleware-next");
  response.headers.set("x-middleware-rewrite", url.toString());
}

export const config = {
  // Everything but the API, Next's internals, files with an extension (robots.txt, PDFs, images) and
  // the reviews widget (lib/widget/), which must set no locale cookie on another site's visitors.
  matcher: "/((?!api|_next|_vercel|(?:consultants|companies)/\\d+/widget$|.*\\..*).*)",
};
