import { describe, expect, it } from "vitest";
import { fileCount, fileWindow, renderSitemapIndex, renderUrlSet, SITEMAP_FILE_SIZE, STATIC_PATHS } from "@/lib/seo/sitemap";

describe("sitemap files", () => {
  it("splits the entries into files the protocol accepts (at most 50,000 URLs each)", () => {
    expect(SITEMAP_FILE_SIZE).toBeLessThanOrEqual(50_000);
    expect(fileCount(0)).toBe(1);
    expect(fileCount(SITEMAP_FILE_SIZE)).toBe(1);
    expect(fileCount(SITEMAP_FILE_SIZE + 1)).toBe(2);
    expect(fileCount(101_008)).toBe(11);
  });

  it("gives every entry to exactly one file: the static pages first, then the profiles in order", () => {
    const first = fileWindow(0);
    expect(first).toEqual({ staticPaths: STATIC_PATHS, offset: 0, limit: SITEMAP_FILE_SIZE - STATIC_PATHS.length });
    const second = fileWindow(1);
    expect(second).toEqual({ staticPaths: [], offset: first.limit, limit: SITEMAP_FILE_SIZE });
    expect(fileWindow(2).offset).toBe(second.offset + second.limit);
  });

  it("writes each page once with its four languages and x-default, escaped", () => {
    const xml = renderUrlSet([{ path: "/consultants/42-a&b", updatedAt: new Date("2026-01-02T03:04:05Z") }], "https://www.beraterwahl.ch");
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://www.beraterwahl.ch/consultants/42-a&amp;b</loc>");
    for (const lang of ["de", "en", "fr", "it", "x-default"]) expect(xml).toContain(`hreflang="${lang}"`);
    expect(xml).toContain('href="https://www.beraterwahl.ch/fr/consultants/42-a&amp;b"');
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
  });

  it("indexes the numbered files", () => {
    const xml = renderSitemapIndex(3, "https://www.beraterwahl.ch");
    expect(xml).toContain("<sitemapindex");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([0, 1, 2].map((n) => `https://www.beraterwahl.ch/sitemaps/${n}.xml`));
  });
});
