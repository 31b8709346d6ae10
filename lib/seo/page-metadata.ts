// Shared metadata of a public page: title, description, canonical + hreflang and Open Graph.
import "server-only";
import type { Metadata } from "next";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl, alternates } from "./alternates";

const OG_LOCALE: Record<Locale, string> = { de: "de_CH", en: "en_GB", fr: "fr_CH", it: "it_CH" };

export function pageMetadata(options: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  siteName: string;
  image?: string;
  type?: "website" | "profile";
  noIndex?: boolean;
}): Metadata {
  const appUrl = config().APP_URL;
  return {
    title: options.title,
    description: options.description,
    alternates: alternates(options.path, options.locale, appUrl),
    robots: options.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: options.type ?? "website",
      title: options.title,
      description: options.description,
      siteName: options.siteName,
      locale: OG_LOCALE[options.locale],
      url: absoluteUrl(options.path, options.locale, appUrl),
      images: options.image ? [{ url: new URL(options.image, appUrl).toString() }] : undefined,
    },
    twitter: { card: "summary", title: options.title, description: options.description },
  };
}
