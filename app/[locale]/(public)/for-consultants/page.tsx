import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { dialogIntl } from "@/components/forms/dialog-intl";
import { CorporateRequestButton } from "@/components/forms/corporate-request-button";
import { ContactSection } from "@/components/public/contact-section";
import { FaqSection } from "@/components/public/faq-section";
import { localizedPath } from "@/lib/i18n/localized-path";
import { PlanChooser, type PlanCard } from "@/components/public/plan-chooser";
import { formatLongDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { CONSULTANT_FAQ } from "@/lib/content/faq";
import { loadForConsultantsPage } from "@/lib/public-pages/for-consultants-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Served from the page cache, rendered on the first visit to this server (never at build time: the
// layout lists no locales to prerender), so the runtime configuration it shows (and the footer's
// analytics address) is the deployment's. Rendered again at most once an hour (the beta offer ends at a date).
export const revalidate = 3600;

type Props = { params: Promise<{ locale: Locale }> };
const HIGHLIGHTS = ["profile", "ratings", "booking", "statistics"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "forConsultants" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/for-consultants", title: t("metaTitle"), description: t("metaDescription"), siteName: meta("siteName") });
}

export default async function ForConsultantsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("forConsultants");
  const p = await getTranslations("pricing");
  // Renders what lib/public-pages/for-consultants-page.ts loaded; the clock decides whether the beta offer shows.
  const { plans, beta, ranking, trialDays } = await loadForConsultantsPage(new Date());
  const cards: PlanCard[] = plans.map((plan) => ({
    id: plan.id,
    name: p(`plans.${plan.id}.name`),
    description: p(`plans.${plan.id}.description`),
    price:
      plan.price.kind === "onRequest"
        ? p("onRequest")
        : plan.price.kind === "perUserPerMonth"
          ? p("perUserPerMonth", { price: plan.price.chf })
          : p("perMonth", { price: plan.price.chf }),
    features: plan.features.map((key) => p(key)),
    highlighted: plan.highlighted,
    badge: plan.highlighted ? p("mostPopular") : undefined,
  }));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t("heroTitle")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{t("heroText", { days: trialDays })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/account/create" className={buttonClass({ size: "lg" })}>
              {t("trialButton", { days: trialDays })}
            </Link>
            <a href="#pricing" className={buttonClass({ variant: "secondary", size: "lg" })}>
              {t("pricingLink")}
            </a>
          </div>
        </div>
      </section>

      {beta ? (
        <section aria-labelledby="beta-title" className="mx-auto max-w-6xl px-4">
          <div className="rounded-2xl border border-accent/50 bg-amber-50 p-6">
            <h2 id="beta-title" className="text-xl font-semibold text-ink">
              {t("betaTitle")}
            </h2>
            <p className="mt-2 text-muted">{t("betaText", { start: formatLongDate(beta.start, locale), end: formatLongDate(beta.end, locale) })}</p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="highlights-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="highlights-title" className="text-2xl font-bold text-ink">
          {t("highlightsTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map((h) => (
            <li key={h} className="tile p-5 shadow-sm">
              <h3 className="font-semibold text-ink">{t(`highlights.${h}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`highlights.${h}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* The count-aware ranking of lib/search/ranking.ts, with the configured weight and minimum. */}
      <section id="ranking" aria-labelledby="ranking-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12">
        <h2 id="ranking-title" className="text-2xl font-bold text-ink">
          {t("rankingTitle")}
        </h2>
        <div className="mt-4 max-w-3xl space-y-3 text-muted">
          <p>{t("rankingText", { weight: ranking.priorWeight, min: ranking.minRatings })}</p>
          <p className="rounded-lg bg-brand-50 p-3 font-medium text-ink">{t("rankingFormula", { weight: ranking.priorWeight })}</p>
          <p>{t("rankingSearch")}</p>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12">
        <h2 id="pricing-title" className="text-2xl font-bold text-ink">
          {p("title")}
        </h2>
        <p className="mt-2 text-muted">{p("intro", { days: trialDays })}</p>
        <div className="mt-8">
          <PlanChooser
            plans={cards}
            action={localizedPath("/account/create", locale)}
            labels={{ legend: p("title"), choose: p("choose"), submit: t("trialButton", { days: trialDays }), required: p("chooseRequired") }}
            corporateAction={
              <CorporateRequestButton
                label={p("corporateRequest")}
                className={buttonClass({ variant: "secondary", size: "lg" })}
                intl={await dialogIntl("contact")}
              />
            }
          />
        </div>
      </section>

      <FaqSection keys={CONSULTANT_FAQ} group="consultants" />
      <ContactSection />
    </>
  );
}
