// The home page (hero, steps, search card, carousels, FAQ) and, with a query, its search results or
// comparison, as lib/public-pages/home-page.ts loaded them. Served by three routes (docs/architecture.md,
// "Caching and invalidation"; proxy.ts chooses): page.tsx, the cached page without a query;
// q/results/[search]/page.tsx, a valid search's cached results; q/home/page.tsx, rendered per request for
// the rest (an invalid search, the comparison, deep pages).
import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TypedKinds } from "@/components/home/typed-kinds";
import { ConsultantCard } from "@/components/public/consultant-card";
import { ContactSection } from "@/components/public/contact-section";
import { FaqSection } from "@/components/public/faq-section";
import { CompareTable } from "@/components/search/compare-table";
import { SearchCard } from "@/components/search/search-card";
import { SearchResults } from "@/components/search/search-results";
import { Link } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { CUSTOMER_FAQ } from "@/lib/content/faq";
import { loadHomePage } from "@/lib/public-pages/home-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

const STEPS = ["find", "appointment", "rate"] as const;
const KINDS = ["financial", "insurance", "bank", "realEstate", "tax", "assetManagement", "trust"] as const;
const BENEFITS = ["free", "genuine", "independent", "local"] as const;
const ADVICE = ["pension", "mortgage", "insurance", "taxes", "investing"] as const;

export type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function homeMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const meta = await getTranslations({ locale, namespace: "meta" });
  const seo = await getTranslations({ locale, namespace: "seo" });
  // Result pages are for visitors, not for the index: the home page itself is canonical.
  const searching = Boolean((await searchParams).type);
  return pageMetadata({ locale, path: "/", title: seo("homeTitle"), description: meta("description"), siteName: meta("siteName"), noIndex: searching });
}

export async function HomeView({ params, searchParams }: Props) {
  const { locale } = await params;
  // Requests for files the proxy skips (/favicon.ico) land here with a file name as "locale".
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const { search, topics, topicNames, popular, results, comparison } = await loadHomePage(locale, await searchParams);
  const kinds = KINDS.map((k) => t(`kinds.${k}`));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t("heroTitle")}</h1>
          <p className="mt-4 min-h-[2.5rem] text-2xl font-semibold text-ink">
            {t("typedPrefix")} <TypedKinds kinds={kinds} srText={kinds.join(", ")} />
          </p>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t("heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#search" className={buttonClass({ size: "lg" })}>
              {t("ctaFind")}
            </a>
            <Link href="/for-consultants" className={buttonClass({ variant: "secondary", size: "lg" })}>
              {t("ctaConsultants")}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps-title" className="text-2xl font-bold text-ink">
          {t("stepsTitle")}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="tile p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="search" aria-labelledby="search-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-8">
        <h2 id="search-title" className="mb-4 text-2xl font-bold text-ink">
          {t("searchTitle")}
        </h2>
        <SearchCard
          locale={locale}
          search={search}
          topics={topics}
          comparison={
            comparison.kind === "table" ? (
              <CompareTable rows={comparison.rows} topics={topics} />
            ) : comparison.kind === "too-few" ? (
              <p className="mt-4 font-medium text-ink">{t("compareTooFew")}</p>
            ) : null
          }
        />
      </section>

      {results ? <SearchResults locale={locale} query={results.query} result={results.result} topics={topics} view={results.view} /> : null}

      <section aria-labelledby="benefits-title" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="benefits-title" className="text-2xl font-bold text-ink">
            {t("benefitsTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((b) => (
              <li key={b} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-ink">{t(`benefits.${b}.title`)}</h3>
                <p className="mt-2 text-sm text-muted">{t(`benefits.${b}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {popular.length > 0 ? (
        <section aria-labelledby="popular-title" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="popular-title" className="text-2xl font-bold text-ink">
            {t("popularTitle")}
          </h2>
          <p className="mt-2 text-sm text-muted">
            {t("popularNote")}{" "}
            <Link href="/for-consultants#ranking" className="font-medium text-brand-700 underline">
              {t("popularHow")}
            </Link>
          </p>
          {/* A scroll-snap carousel: swipe, scroll or tab through; no script needed. */}
          <ul className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4" aria-label={t("popularTitle")} tabIndex={0}>
            {popular.map((card) => (
              <li key={card.id} className="w-72 shrink-0 snap-start">
                <ConsultantCard card={card} topicNames={topicNames} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="advice-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="advice-title" className="text-2xl font-bold text-ink">
          {t("adviceTitle")}
        </h2>
        <ul className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4" aria-label={t("adviceTitle")} tabIndex={0}>
          {ADVICE.map((a) => (
            <li key={a} className="w-80 shrink-0 snap-start tile p-5 shadow-sm">
              <h3 className="font-semibold text-ink">{t(`advice.${a}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`advice.${a}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <FaqSection keys={CUSTOMER_FAQ} group="customers" />
      <ContactSection />
    </>
  );
}
