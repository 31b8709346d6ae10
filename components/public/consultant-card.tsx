// A consultant in a grid or result list: photo, name, company, place, rating, distance and up to 10 tags.
import { getLocale, getTranslations } from "next-intl/server";
import { MAX_TAGS_ON_CARD, type ConsultantCard as Card } from "@/lib/consultants/card";
import { Avatar } from "./avatar";
import { formatDistance } from "@/lib/format";
import { ProfileCard, RatingFigures } from "./profile-card";
import { RegisteredMark } from "./register-badges";

export async function ConsultantCard({ card, topicNames }: { card: Card; topicNames?: Map<number, string> }) {
  const t = await getTranslations("consultantsList");
  const locale = await getLocale();
  const topics = topicNames ? card.consultingTopicIds.map((id) => topicNames.get(id)).filter((n): n is string => Boolean(n)) : [];
  return (
    <ProfileCard
      picture={<Avatar src={card.photoUrl} alt="" size={72} />}
      href={`/consultants/${card.slug}`}
      name={card.formattedName}
      lines={
        <>
          {card.company ? <p className="truncate text-sm text-muted">{card.company.name}</p> : null}
          <p className="text-sm text-muted">{`${card.postalCode} ${card.city}`}</p>
        </>
      }
      facts={
        <>
          {card.ratingAverage !== null ? (
            <RatingFigures size={16} average={card.ratingAverage} count={card.ratingCount} />
          ) : (
            <span className="text-muted">{t("unclaimed")}</span>
          )}
          {card.distanceKm !== null ? (
            <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">{t("distance", { km: formatDistance(card.distanceKm, locale) })}</span>
          ) : null}
        </>
      }
    >
      <RegisteredMark kinds={card.registrations ?? []} />
      {topics.length > 0 ? <p className="mt-2 text-sm text-muted">{topics.join(" · ")}</p> : null}
      {card.tags.length > 0 ? (
        // The tags' look is set once on the list (`*:`), not on each of up to ten items: a page of
        // results carries hundreds of tags, in its HTML and again in its RSC payload.
        <ul className="mt-3 flex flex-wrap gap-1.5 *:rounded-full *:bg-brand-50 *:px-2 *:py-0.5 *:text-xs *:text-brand-700" aria-label={t("tags")}>
          {card.tags.slice(0, MAX_TAGS_ON_CARD).map((tag) => (
            <li key={tag}>{`#${tag}`}</li>
          ))}
        </ul>
      ) : null}
    </ProfileCard>
  );
}
