// A consultant's reviews, narrowed and ordered by the reader (issue 19, item 6). Every choice is in
// the query string (stars, evidence, language, withComment, sort; lib/evaluations/review-filter.ts),
// read leniently: a bad value drops that one choice. The profile page stays cached as it is; this
// page renders per request, because each choice is its own list.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Avatar } from "@/components/public/avatar";
import { EvaluationList } from "@/components/public/evaluation-list";
import { RatingDistribution } from "@/components/public/rating-distribution";
import { ReviewFilters } from "@/components/public/review-filters";
import { ReviewLegend } from "@/components/public/review-legend";
import { ShowMoreEvaluations } from "@/components/public/show-more-evaluations";
import { showMoreLabels } from "@/components/public/show-more-labels";
import { loadMoreEvaluations } from "@/app/[locale]/(public)/consultants/[id]/actions";
import { Stars } from "@/components/ui/stars";
import { hasFilter, reviewSearchParams } from "@/lib/evaluations/review-filter";
import { loadConsultantReviewsPage } from "@/lib/public-pages/consultant-reviews-page";
import { countValues, formatNumber, formatRating } from "@/lib/format";
import { Link, permanentRedirect, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";

// A filtered list for one visitor's query: rendered per request (the unfiltered profile is the cached page).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: Locale; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const data = await loadConsultantReviewsPage(id, locale, await searchParams);
  if (data.kind !== "found") return {};
  const c = data.consultant;
  const t = await getTranslations({ locale, namespace: "reviews" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    locale,
    path: `/consultants/${c.slug}/reviews`,
    title: t("metaTitle", { name: c.formattedName }),
    description: t("metaDescription", { name: c.formattedName, ...countValues(c.ratingCount, locale) }),
    siteName: meta("siteName"),
    noIndex: data.noIndex,
  });
}

// Renders what lib/public-pages/consultant-reviews-page.ts loaded for this reader's query.
export default async function ReviewsPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const data = await loadConsultantReviewsPage(id, locale, await searchParams);
  if (data.kind === "disabled") redirect({ href: "/", locale });
  if (data.kind === "merged") permanentRedirect({ href: `/consultants/${data.survivorSlug}/reviews`, locale });
  if (data.kind === "no-figures") redirect({ href: `/consultants/${data.slug}`, locale });
  if (data.kind !== "found") notFound();
  const { consultant: c, query, distribution, evaluations } = data;
  const { sort, ...filter } = query;
  const t = await getTranslations("reviews");
  const tp = await getTranslations("consultantPage");
  const rating = c.ratingAverage ?? 0;

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <p>
        <Link href={`/consultants/${c.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("backToProfile", { name: c.formattedName })}
        </Link>
      </p>
      <header className="mt-4 flex items-center gap-4">
        <Avatar src={c.photoUrl} alt={tp("photoAlt", { name: c.formattedName })} size={64} className="shrink-0" priority />
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("title", { name: c.formattedName })}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <Stars value={rating} label={tp("ratingLabel", { value: formatRating(rating, locale) })} />
            <span className="font-semibold">{formatRating(rating, locale)}</span>
            <span className="text-muted">({c.ratingCount === 0 ? tp("noRatings") : tp("ratingsCount", countValues(c.ratingCount, locale))})</span>
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:order-2">
          <RatingDistribution slug={c.slug} distribution={distribution} query={query} headingLevel={2} />
          <ReviewFilters slug={c.slug} query={query} />
          <ReviewLegend />
        </div>
        <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 lg:order-1 lg:col-span-2">
          <h2 id="reviews-title" className="text-xl font-semibold text-ink">
            {/* Counted like the profile's figures: a mailbox's earlier ratings are listed, labelled, but not counted. */}
            {hasFilter(filter)
              ? t("matching", { ...countValues(evaluations.total - evaluations.earlierRatings, locale), total: formatNumber(distribution.total, locale) })
              : t("all", countValues(evaluations.total - evaluations.earlierRatings, locale))}
          </h2>
          <div className="mt-4">
            {evaluations.items.length === 0 && !hasFilter(filter) ? (
              <p className="text-muted">{tp("noEvaluations")}</p>
            ) : evaluations.items.length === 0 ? (
              <p className="tile p-5 text-muted">
                {t("noneMatching")}{" "}
                <Link
                  href={{ pathname: `/consultants/${c.slug}/reviews`, query: reviewSearchParams({ sort }) }}
                  className="font-semibold text-brand-700 underline"
                >
                  {t("resetFilters")}
                </Link>
              </p>
            ) : (
              <EvaluationList items={evaluations.items} />
            )}
          </div>
          {evaluations.total > evaluations.items.length ? (
            // A new choice is a new list: the key starts "show more" afresh after a navigation.
            <ShowMoreEvaluations
              key={JSON.stringify(query)}
              consultantId={c.id}
              remaining={evaluations.total - evaluations.items.length}
              query={query}
              loadMore={loadMoreEvaluations}
              labels={await showMoreLabels()}
            />
          ) : null}
        </section>
      </div>
    </article>
  );
}
