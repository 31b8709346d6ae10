// /transparency (docs/product-rules.md#transparency): the due-process counts of the last 12 months, per
// month, and in words how lists are ordered. Public and server-rendered.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { transparencyFigures } from "@/lib/transparency/transparency-figures";
import { TransparencyReport } from "@/components/transparency/transparency-report";
import { OrderingExplained } from "@/components/transparency/ordering-explained";

// Served from the page cache and counted again at most once an hour: the figures are per month, and
// a decision an hour old changes none of them noticeably; the statements read the whole window.
export const revalidate = 3600;

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "transparency" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/transparency", title: t("title"), description: t("metaDescription"), siteName: meta("siteName") });
}

export default async function TransparencyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("transparency");
  const figures = await transparencyFigures();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 text-lg text-muted">{t("intro")}</p>
      </header>
      <TransparencyReport figures={figures} locale={locale} />
      <OrderingExplained />
    </div>
  );
}
