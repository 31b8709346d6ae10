import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ReviewCard } from "@/components/evaluations/review-card";
import { ClientMessages } from "@/components/forms/client-messages";
import { config } from "@/lib/config";
import { formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { loadEvaluationPage } from "@/lib/public-pages/evaluation-page";
import { alternates } from "@/lib/seo/alternates";
import { ReviewLegend } from "@/components/public/review-legend";

type Props = { params: Promise<{ locale: string; id: string }> };

/** What lib/public-pages/evaluation-page.ts loaded, or a 404. */
async function load(id: string, locale: string) {
  const page = await loadEvaluationPage(id, locale);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const { evaluation, consultant } = await load(id, locale);
  const t = await getTranslations({ locale, namespace: "evaluation.page" });
  return {
    title: t("metaTitle", { name: consultant.name }),
    description: t("metaDescription", { author: evaluation.displayName, name: consultant.name, rating: formatRating(evaluation.overallRating, locale) }),
    alternates: alternates(`/evaluation/${id}`, locale as Locale, config().APP_URL),
  };
}

export default async function EvaluationPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { evaluation, consultant } = await load(id, locale);
  const t = await getTranslations("evaluation.page");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title", { name: consultant.name })}</h1>
      <ClientMessages namespaces={["moderation.notice"]}>
        <ReviewCard evaluation={evaluation} consultantName={consultant.name} headingLevel={2} legendHref="#review-legend" reportable />
      </ClientMessages>
      <div className="flex flex-wrap gap-4">
        <Link href={`/consultants/${consultant.id}`} className="font-semibold text-brand-700 underline">
          {t("allRatings", { name: consultant.name })}
        </Link>
        <Link href={`/consultants/${consultant.id}/questionnaire`} className="font-semibold text-brand-700 underline">
          {t("rate", { name: consultant.givenName })}
        </Link>
      </div>
      <ReviewLegend />
    </div>
  );
}
