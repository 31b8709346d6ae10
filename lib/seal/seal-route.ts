// GET /consultants/{id}/badge.svg|png and /companies/{id}/badge.svg|png: the rating seal for the
// profile owner's own website. Public, anonymous (no session is read, no cookie is set) and cacheable
// by browsers and CDNs for a short while: they cannot be told when a rating is published, so
// PUBLIC_PAGE_SECONDS bounds how stale a seal may be there, and stale-while-revalidate keeps it fast.
import "server-only";
import { z } from "zod";
import { ANONYMOUS } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { createRouteHandler, idParams } from "@/lib/http/route";
import { PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { loadSeal, type SealFormat, type SealOwner } from "./load-seal";
import { toLocale } from "@/lib/i18n/locales";
import { isCountableRequest } from "@/lib/insight-counters/countable-request";
import { bufferInsightEvent } from "@/lib/insight-counters/counter-buffer";

export const sealQuerySchema = z.object({ lang: z.string().max(10).optional() });

const CONTENT_TYPE: Record<SealFormat, string> = { svg: "image/svg+xml; charset=utf-8", png: "image/png" };

export function sealRoute(kind: SealOwner["kind"], format: SealFormat) {
  return createRouteHandler({ resolveActor: async () => ANONYMOUS, params: idParams, query: sealQuerySchema }, async ({ request, params, query }) => {
    const seal = await loadSeal({ kind, id: params.id }, toLocale(query.lang), format);
    if (seal === null) throw notFound(kind);
    // Each load the server sees is one on the owner's site (browsers and CDNs keep it PUBLIC_PAGE_SECONDS).
    if (kind === "consultant" && isCountableRequest(request.headers)) bufferInsightEvent(params.id, "sealLoad");
    const body = format === "svg" ? seal : Buffer.from(seal, "base64");
    return new Response(body, {
      headers: {
        "Content-Type": CONTENT_TYPE[format],
        "Cache-Control": `public, max-age=${PUBLIC_PAGE_SECONDS}, s-maxage=${PUBLIC_PAGE_SECONDS}, stale-while-revalidate=600`,
        // Embedded on other sites by design (the SVG holds no script or external reference).
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
    });
  });
}
