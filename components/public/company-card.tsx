// A company in the grid: logo, name, address, rating.
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { CompanyCard as Card } from "@/lib/companies/schema";
import { Avatar } from "./avatar";
import { Stars } from "@/components/ui/stars";
import { countValues, formatRating } from "@/lib/format";

export async function CompanyCard({ card }: { card: Card }) {
  const t = await getTranslations("companiesList");
  const page = await getTranslations("consultantPage");
  const locale = await getLocale();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-4">
        <Avatar src={card.logoUrl ?? "/images/default-logo.svg"} alt="" size={72} className="rounded-xl" />
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            <Link href={`/companies/${card.slug}`} className="after:absolute after:inset-0 hover:underline">
              {card.name}
            </Link>
          </h3>
          <p className="text-sm text-muted">
            {card.streetName} {card.streetNumber}
          </p>
          <p className="text-sm text-muted">
            {card.postalCode} {card.city}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {card.ratingCount > 0 ? (
          <>
            <Stars size={16} value={card.ratingAverage} label={page("ratingLabel", { value: formatRating(card.ratingAverage, locale) })} />
            <span className="font-semibold">{formatRating(card.ratingAverage, locale)}</span>
            <span className="text-muted">({(card.ratingCount === 0 ? page("noRatings") : page("ratingsCount", countValues(card.ratingCount, locale)))})</span>
          </>
        ) : (
          <span className="text-muted">{page("noRatings")}</span>
        )}
        <span className="ml-auto text-muted">{t("members", { count: card.memberCount })}</span>
      </div>
    </article>
  );
}
