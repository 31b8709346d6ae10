// The sitemap: the public pages and every public consultant and company, each in four languages.
import type { MetadataRoute } from "next";
import { config } from "@/lib/config";
import { absoluteUrl, languageAlternates } from "@/lib/seo/alternates";
import { publicProfilePaths } from "@/lib/seo/sitemap-entries";

// Read at request time: the list changes with the data, not with the build.
export const dynamic = "force-dynamic";

const STATIC_PATHS = ["/", "/for-consultants", "/consultants", "/companies", "/about-us", "/terms-of-service", "/imprint", "/privacy-policy"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const appUrl = config().APP_URL;
  const profiles = await publicProfilePaths();
  const entry = (path: string, lastModified?: Date): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path, "de", appUrl),
    lastModified,
    alternates: { languages: languageAlternates(path, appUrl) },
  });
  return [...STATIC_PATHS.map((p) => entry(p)), ...profiles.map((p) => entry(p.path, p.updatedAt))];
}
