// The frame of a company's or a consultant's card in a grid or result list: the picture, the name
// linking to the profile (the whole card is the link's target area), the lines below it, then the
// row with the rating and what the card adds. RatingFigures is the rating as every public page shows it.
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { Stars } from "@/components/ui/stars";
import { countValues, formatRating } from "@/lib/format";
import { hyphenate } from "@/lib/i18n/hyphenate";
import { Link } from "@/lib/i18n/navigation";

/** Stars, the average and the number of ratings. */
export async function RatingFigures({ average, count, size, large = false }: { average: number; count: number; size?: number; large?: boolean }) {
  const t = await getTranslations("consultantPage");
  const locale = await getLocale();
  return (
    <>
      <Stars size={size} value={average} label={t("ratingLabel", { value: formatRating(average, locale) })} />
      <span className={large ? "text-lg font-semibold" : "font-semibold"}>{formatRating(average, locale)}</span>
      <span className="text-muted">{`(${count === 0 ? t("noRatings") : t("ratingsCount", countValues(count, locale))})`}</span>
    </>
  );
}

export async function ProfileCard({
  picture,
  href,
  name,
  lines,
  facts,
  children,
}: {
  picture: ReactNode;
  href: string;
  name: string;
  /** Below the name: company, address. */
  lines: ReactNode;
  /** The row below the picture: the rating and further short facts. */
  facts: ReactNode;
  /** Below that row. */
  children?: ReactNode;
}) {
  return (
    <article className="profile-card tile">
      <div className="flex items-center gap-4">
        {picture}
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            <Link href={href} className="card-link">
              {hyphenate(name, await getLocale())}
            </Link>
          </h3>
          {lines}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">{facts}</div>
      {children}
    </article>
  );
}
