// A company in the grid: logo, name, address, rating.
import { getTranslations } from "next-intl/server";
import type { CompanyCard as Card } from "@/lib/companies/schema";
import { Avatar } from "./avatar";
import { ProfileCard, RatingFigures } from "./profile-card";

export async function CompanyCard({ card }: { card: Card }) {
  const t = await getTranslations("companiesList");
  const page = await getTranslations("consultantPage");
  return (
    <ProfileCard
      picture={<Avatar src={card.logoUrl ?? "/images/default-logo.svg"} alt="" size={72} className="rounded-xl" />}
      href={`/companies/${card.slug}`}
      name={card.name}
      lines={
        <>
          <p className="text-sm text-muted">
            {card.streetName} {card.streetNumber}
          </p>
          <p className="text-sm text-muted">
            {card.postalCode} {card.city}
          </p>
        </>
      }
      facts={
        <>
          {card.ratingCount > 0 ? (
            <RatingFigures size={16} average={card.ratingAverage} count={card.ratingCount} />
          ) : (
            <span className="text-muted">{page("noRatings")}</span>
          )}
          <span className="ml-auto text-muted">{t("members", { count: card.memberCount })}</span>
        </>
      }
    />
  );
}
