// GET /consultants/{id}/widget and /companies/{id}/widget: the reviews widget for an <iframe> on the
// profile owner's own site, in the language of ?lang= like the seal (lib/seal/seal-route.ts). Public
// and anonymous: no session is read and no cookie is set (proxy.ts and next-intl do not run on this
// path), and our server sends it with its own frame-ancestors so that any site may frame it
// (lib/server/security-headers.ts). Browsers and CDNs may keep it as long as the seal.
import "server-only";
import { ANONYMOUS } from "@/lib/auth/actor";
import { PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { createRouteHandler, idParams } from "@/lib/http/route";
import { toLocale } from "@/lib/i18n/locales";
import { sealQuerySchema } from "@/lib/seal/seal-route";
import { loadWidget, type WidgetOwner } from "./load-widget";
import { renderUnavailableWidget } from "./render-widget";
import { widgetLoaded } from "./widget-load";
import { widgetPath } from "./widget-embed";
import { widgetTexts } from "./widget-texts";

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  // A frame on another site, not a page of ours for search engines.
  "X-Robots-Tag": "noindex",
  // Embedded on other sites by design, also on sites that isolate themselves (COEP).
  "Cross-Origin-Resource-Policy": "cross-origin",
};

export function widgetRoute(kind: WidgetOwner["kind"]) {
  return createRouteHandler({ resolveActor: async () => ANONYMOUS, params: idParams, query: sealQuerySchema }, async ({ request, params, query }) => {
    const owner = { kind, id: params.id };
    const locale = toLocale(query.lang);
    const widget = await loadWidget(owner, locale);
    if (widget.status === "merged") {
      return new Response(null, { status: 308, headers: { Location: widgetPath(kind, widget.survivorId, locale), "Cache-Control": "no-store" } });
    }
    if (widget.status === "missing") {
      // A word in the frame on the owner's site rather than an error document; short-lived, it may come back.
      return new Response(renderUnavailableWidget(locale, widgetTexts(locale)), {
        status: 404,
        headers: { ...HEADERS, "Content-Language": locale, "Cache-Control": `public, max-age=${PUBLIC_PAGE_SECONDS}` },
      });
    }
    widgetLoaded(owner, request);
    return new Response(widget.html, {
      headers: {
        ...HEADERS,
        "Content-Language": locale,
        "Cache-Control": `public, max-age=${PUBLIC_PAGE_SECONDS}, s-maxage=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=600`,
      },
    });
  });
}
