// How a consultant's published ratings spread over 5 to 1 stars (issue 19, item 6). Each row is a
// link to the reviews page narrowed to that bucket (keeping the reader's other choices), so the
// filter is a plain URL: crawlable, shareable, and the back button returns to the list before.
// The bars are decoration; each link's name says the stars, the count and the share in words.
import type { CSSProperties } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import type { RatingDistribution as Distribution } from "@/lib/evaluations/rating-distribution";
import { reviewSearchParams, type ReviewQuery } from "@/lib/evaluations/review-filter";
import { countValues, formatNumber } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";

export async function RatingDistribution({
  slug,
  distribution,
  query = { sort: "newest" },
  headingLevel = 3,
}: {
  /** The profile's URL segment (id and name), for the reviews page's links. */
  slug: string;
  /** Loaded by the page's loader (lib/public-pages/): a component renders, it does not load. */
  distribution: Distribution;
  /** The reviews page's current choice; on the profile, none. */
  query?: ReviewQuery;
  headingLevel?: 2 | 3;
}) {
  if (distribution.total === 0) return null;
  const t = await getTranslations("reviews");
  const locale = await getLocale();
  const pathname = `/consultants/${slug}/reviews`;
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <section aria-labelledby="distribution-title" className="tile p-5">
      <Heading id="distribution-title" className="font-semibold text-ink">
        {t("distributionTitle")}
      </Heading>
      <p className="text-sm text-muted">{t("distributionNote", countValues(distribution.total, locale))}</p>
      <ul className="mt-3 space-y-1.5">
        {distribution.buckets.map(({ stars, count }) => {
          const share = distribution.total > 0 ? count / distribution.total : 0;
          const percent = formatNumber(Math.round(share * 100), locale);
          const selected = query.stars === stars;
          const name = t("bucketLabel", { stars, ...countValues(count, locale), percent });
          // The look is the .distribution-row class (app/globals.css): the label with its star, the bar filled to --share,
          // the count. The spaces between them are not drawn (flex items) but make the visible text "5 stars 12", words the
          // link's accessible name contains, so that speech input can name the link by what it shows (label in name).
          const row = (
            <>
              <span>{t("starsShort", { stars })}</span>{" "}
              <span aria-hidden="true" style={{ "--share": `${share * 100}%` } as CSSProperties} />{" "}
              <span>{formatNumber(count, locale)}</span>
            </>
          );
          return (
            <li key={stars}>
              {count === 0 && !selected ? (
                // Nothing to filter to: shown for the picture, not offered as a link.
                <span className="distribution-row" aria-label={name} role="img">
                  {row}
                </span>
              ) : (
                <Link
                  href={{ pathname, query: reviewSearchParams({ ...query, stars: selected ? undefined : stars }) }}
                  aria-label={selected ? t("bucketSelected", { name }) : name}
                  aria-current={selected ? "true" : undefined}
                  className="distribution-row"
                >
                  {row}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
