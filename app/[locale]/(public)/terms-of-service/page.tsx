import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Served from the page cache, rendered on the first visit to this server (never at build time: the
// layout lists no locales to prerender), so the runtime configuration it shows (and the footer's
// analytics address) is the deployment's. Rendered again at most once an hour.
export const revalidate = 3600;

type Props = { params: Promise<{ locale: Locale }> };
// The PDFs in public/legal, written by scripts/make-legal-pdfs.ts.
const DOCUMENTS = [
  { key: "generalTerms", file: "/legal/general-terms.pdf" },
  { key: "consultantGuidelines", file: "/legal/guidelines-consultants.pdf" },
  { key: "raterGuidelines", file: "/legal/guidelines-raters.pdf" },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "legal" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/terms-of-service", title: t("termsTitle"), description: t("termsDescription"), siteName: meta("siteName") });
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("legal");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("termsTitle")}</h1>
      <p className="mt-4 text-muted">{t("termsIntro")}</p>
      <ul className="mt-8 space-y-4">
        {DOCUMENTS.map((d) => (
          <li key={d.key} className="tile p-5">
            <a href={d.file} hrefLang="de" type="application/pdf" className="text-lg font-semibold text-brand-700 hover:underline">
              {t(`documents.${d.key}.title`)}
              <span className="ml-2 text-sm font-normal text-muted">{t("pdfGerman")}</span>
            </a>
            <p className="mt-1 text-sm text-muted">{t(`documents.${d.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
