// Locale negotiation (Next 16 calls middleware "proxy"): German without a prefix,
// /en, /fr, /it otherwise; a first visit is matched by cookie, then Accept-Language.
import createMiddleware from "next-intl/middleware";
import { routing } from "./lib/i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Everything but the API, Next's internals and files with an extension (robots.txt, PDFs, images).
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
