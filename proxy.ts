// Locale negotiation (Next 16 calls middleware "proxy"): German without a prefix,
// /en, /fr, /it otherwise; a first visit is matched by cookie, then Accept-Language.
// It also hands the requested path to the layouts' access guards (lib/auth/guards.ts).
import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { PATHNAME_HEADER } from "./lib/auth/guards-header";
import { routing } from "./lib/i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // Always overwritten, so a client cannot choose the path the guards see.
  request.headers.set(PATHNAME_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return intl(request);
}

export const config = {
  // Everything but the API, Next's internals and files with an extension (robots.txt, PDFs, images).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
