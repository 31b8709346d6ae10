import type { MetadataRoute } from "next";
import { config } from "@/lib/config";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const appUrl = config().APP_URL;
  const production = config().DEPLOYMENT_ENV === "production";
  return {
    // Demo and test deployments stay out of search engines.
    rules: production
      ? {
          userAgent: "*",
          allow: "/",
          disallow: ["/api/", "/account/", "/administration/", "/*/account/", "/*/administration/", "/evaluation/", "/*/evaluation/"],
        }
      : { userAgent: "*", disallow: "/" },
    sitemap: new URL("/sitemap.xml", appUrl).toString(),
  };
}
