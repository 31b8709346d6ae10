import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocumentView } from "@/components/public/legal-document";
import type { Locale } from "@/lib/i18n/routing";
import { IMPRINT_DE } from "@/lib/content/legal/imprint-de";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Served from the page cache, rendered on the first visit to this server (never at build time: the
// layout lists no locales to prerender), so the runtime configuration it shows (and the footer's
// analytics address) is the deployment's. Rendered again at most once an hour.
export const revalidate = 3600;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "legal" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/imprint", title: t("imprintTitle"), description: t("imprintDescription"), siteName: meta("siteName") });
}

export default async function ImprintPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("legal");
  return <LegalDocumentView doc={IMPRINT_DE} germanOnlyNote={locale === "de" ? null : t("germanOnly")} updatedLabel={t("updated")} />;
}
