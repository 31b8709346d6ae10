// GET /sitemap.xml – the index of the sitemap files (lib/seo/sitemap.ts); robots.txt names it.
import { config } from "@/lib/config";
import { renderSitemapIndex, sitemapFileCount } from "@/lib/seo/sitemap";

// Read at request time: the number of files changes with the data, not with the build.
export const dynamic = "force-dynamic";

export async function GET() {
  const xml = renderSitemapIndex(await sitemapFileCount(), config().APP_URL);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
