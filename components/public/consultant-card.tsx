// A consultant in a grid or result list: photo, name, company, place, rating, distance and up to 10 tags.
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ConsultantCard as Card } from "@/lib/search/schema";
import { MAX_TAGS_ON_CARD } from "@/lib/search/schema";
import { Avatar } from "./avatar";
import { Stars } from "@/components/ui/stars";
import { countValues, formatDistance, formatRating } from "@/lib/format";
import { RegisteredMark } from "./register-badges";

export async function ConsultantCard({ card, topicNames }: { card: Card; topicNames?: Map<number, string> }) {
  const t = await getTranslations("consultantsList");
  const page = await getTranslations("consultantPage");
  const locale = await getLocale();
  const topics = topicNames ? card.consultingTopicIds.map((id) => topicNames.get(id)).filter((n): n is string => Boolean(n)) : [];
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-4">
        <Avatar src={card.photoUrl} alt="" size={72} />
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            <Link href={`/consultants/${card.slug}`} className="after:absolute after:inset-0 hover:underline">
              {card.formattedName}
            </Link>
          </h3>
          {card.company ? <p className="truncate text-sm text-muted">{card.company.name}</p> : null}
          <p className="text-sm text-muted">
            {card.postalCode} {card.city}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        {card.ratingAverage !== null ? (
          <>
            <Stars size={16} value={card.ratingAverage} label={page("ratingLabel", { value: formatRating(card.ratingAverage, locale) })} />
            <span className="font-semibold">{formatRating(card.ratingAverage, locale)}</span>
            <span className="text-muted">({(card.ratingCount === 0 ? page("noRatings") : page("ratingsCount", countValues(card.ratingCount, locale)))})</span>
          </>
        ) : (
          <span className="text-muted">{t("unclaimed")}</span>
        )}
        {card.distanceKm !== null ? <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">{t("distance", { km: formatDistance(card.distanceKm, locale) })}</span> : null}
      </div>
      <RegisteredMark kinds={card.registrations ?? []} />
      {topics.length > 0 ? <p className="mt-2 text-sm text-muted">{topics.join(" · ")}</p> : null}
      {card.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("tags")}>
          {card.tags.slice(0, MAX_TAGS_ON_CARD).map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
