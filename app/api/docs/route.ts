import "@/lib/openapi/operations";
import { createRouteHandler } from "@/lib/http/route";
import { renderDocsHtml } from "@/lib/openapi/render-docs";

export const dynamic = "force-dynamic";

// GET /api/docs – the API reference page (server-rendered HTML)
export const GET = createRouteHandler(
  {},
  async () => new Response(renderDocsHtml(), { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" } }),
);
