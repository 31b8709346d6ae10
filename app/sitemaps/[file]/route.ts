// GET /sitemaps/{n}.xml – one file of the sitemap: its slice of the public pages and profiles, each
// with its four languages (lib/seo/sitemap.ts).
import { z } from "zod";
import { config } from "@/lib/config";
import { renderUrlSet, sitemapEntries, sitemapFileCount } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

const fileSchema = z
  .string()
  .regex(/^\d{1,6}\.xml$/)
  .transform((file) => Number.parseInt(file, 10));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = fileSchema.safeParse((await params).file);
  if (!parsed.success || parsed.data >= (await sitemapFileCount())) return new Response("Not found", { status: 404 });
  const xml = renderUrlSet(await sitemapEntries(parsed.data), config().APP_URL);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
