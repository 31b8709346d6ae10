import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { localizedPath } from "@/lib/i18n/localized-path";
import { routing } from "@/lib/i18n/routing";
import "@/app/globals.css";

// No page is prerendered at build time: each is rendered on its first visit to a server and then
// served from the page cache (docs/architecture.md, "Caching and invalidation"). A build knows
// nothing of the deployment's runtime configuration (APP_URL, the analytics and booking addresses,
// the trial and beta dates) and needs no database.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    title: { default: t("title"), template: `%s · ${t("siteName")}` },
    description: t("description"),
    metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("common");
  const cookie = await getTranslations("cookie");
  // No NextIntlClientProvider around the whole application: next-intl's client runtime would be in
  // every page's first load. The header's islands and the cookie notice get their texts as props;
  // an island that formats messages in the browser has its own provider (ClientMessages, or the
  // account's and the administration's layouts).
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <CookieNotice
          labels={{
            title: cookie("title"),
            text: cookie("text"),
            privacyLink: cookie("privacyLink"),
            requiredOnly: cookie("requiredOnly"),
            acceptAll: cookie("acceptAll"),
            close: t("close"),
          }}
          privacyHref={localizedPath("/privacy-policy", locale)}
        />
      </body>
    </html>
  );
}
