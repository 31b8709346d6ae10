// The sitemap of every public page and every public consultant and company, each with its four
// languages as hreflang alternates. The protocol allows 50,000 URLs (and 50 MB) per file, and a
// platform of 100,000 profiles has more: /sitemap.xml is an index of numbered files of
// SITEMAP_FILE_SIZE entries each (app/sitemap.xml, app/sitemaps/[file]).
import "server-only";
import { db } from "@/lib/db/client";
import { absoluteUrl, languageAlternates } from "./alternates";
import { idSlug } from "./id-slug";
import { singleRow } from "@/lib/db/single-row";
import { listedSql } from "@/lib/consultants/profile-display-sql";

/** Entries per file: ~0.7 kB each with its alternates, so a file stays near 7 MB. */
export const SITEMAP_FILE_SIZE = 10_000;

export const STATIC_PATHS = [
  "/",
  "/for-consultants",
  "/consultants",
  "/companies",
  "/about-us",
  "/transparency",
  "/terms-of-service",
  "/imprint",
  "/privacy-policy",
];

type Entry = { path: string; updatedAt?: Date };

/** How many files the index lists: the static pages and the profiles, SITEMAP_FILE_SIZE a file. */
export async function sitemapFileCount(): Promise<number> {
  const { profiles } = singleRow(
    await db().$queryRaw<{ profiles: number }[]>`
    SELECT ((SELECT count(*) FROM "Consultant" WHERE ${listedSql("")}) + (SELECT count(*) FROM "Company"))::int AS "profiles"`,
  );
  return fileCount(STATIC_PATHS.length + profiles);
}

export function fileCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / SITEMAP_FILE_SIZE));
}

/**
 * The entries of file `n`: the static pages open the first file, then the profiles follow in a
 * fixed order (companies, then consultants, each by id), so every file has its own slice.
 */
export async function sitemapEntries(n: number): Promise<Entry[]> {
  const { staticPaths, offset, limit } = fileWindow(n);
  // Only listed profiles (lib/consultants/profile-display.ts): a disabled one redirects home.
  const rows = await db().$queryRaw<{ kind: "consultant" | "company"; id: number; a: string; b: string; updatedAt: Date }[]>`
    SELECT * FROM (
      SELECT 'company' AS "kind", "id", "name" AS "a", '' AS "b", "updatedAt" FROM "Company"
      UNION ALL
      SELECT 'consultant' AS "kind", "id", "givenName" AS "a", "familyName" AS "b", "updatedAt" FROM "Consultant" WHERE ${listedSql("")}
    ) AS p
    ORDER BY "kind", "id"
    LIMIT ${limit} OFFSET ${offset}`;
  return [
    ...staticPaths.map((path) => ({ path })),
    ...rows.map((r) => ({
      path: r.kind === "consultant" ? `/consultants/${idSlug(r.id, `${r.a} ${r.b}`)}` : `/companies/${idSlug(r.id, r.a)}`,
      updatedAt: r.updatedAt,
    })),
  ];
}

/** Which static pages and which slice of the profiles file `n` holds. */
export function fileWindow(n: number): { staticPaths: string[]; offset: number; limit: number } {
  const start = n * SITEMAP_FILE_SIZE;
  const staticPaths = STATIC_PATHS.slice(start, start + SITEMAP_FILE_SIZE);
  const offset = Math.max(0, start - STATIC_PATHS.length);
  return { staticPaths, offset, limit: SITEMAP_FILE_SIZE - staticPaths.length };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function renderUrlSet(entries: Entry[], appUrl: string): string {
  const urls = entries.map(({ path, updatedAt }) => {
    const links = Object.entries(languageAlternates(path, appUrl))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join("");
    const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(path, "de", appUrl))}</loc>${links}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(files: number, appUrl: string): string {
  const entries = Array.from({ length: files }, (_, n) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${n}.xml`, appUrl).toString())}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
