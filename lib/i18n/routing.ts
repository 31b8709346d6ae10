import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

// next-intl's routing (the proxy, redirects, server navigation). The languages themselves live in
// ./locales.ts, which client code imports instead of this module.
export { defaultLocale, fallbackLocale, isLocale, locales, toLocale, type Locale } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // German without a prefix; /en, /fr, /it for the others (docs/product-rules.md#languages-addresses-and-formats).
  localePrefix: "as-needed",
  // The pages state their hreflang alternates themselves (lib/seo/alternates.ts), for the canonical
  // URL with its slug. The middleware's Link header would name the requested URL instead
  // (/consultants/42 without the slug), and crawlers would see two disagreeing sets.
  alternateLinks: false,
  // The language cookie is Secure where the site is served over https (issue 29).
  localeCookie: { secure: servedOverHttps() },
});

/**
 * On the server (the proxy sets the cookie on a page request): the configured APP_URL, never a
 * header a client or a proxy sent. In the browser (a locale switch by the router sets it): the page's
 * own address, the one the cookie is set on.
 */
function servedOverHttps(): boolean {
  const url = typeof window === "undefined" ? (process.env.APP_URL ?? "") : window.location.href;
  return url.startsWith("https:");
}
