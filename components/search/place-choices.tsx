// A place name several places share ("Basel"): the places to choose from, each a link to the same
// search around that place. Server-rendered, so it works without JavaScript too.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { searchToQuery } from "@/lib/search/home-search";
import type { PlaceChoice, SearchQuery } from "@/lib/search/schema";

export async function PlaceChoices({ query, choices }: { query: SearchQuery; choices: PlaceChoice[] }) {
  const t = await getTranslations("placeSearch");
  return (
    <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <p className="text-muted">{t("chooseHint")}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {choices.map((c) => (
          <li key={`${c.place}-${c.canton}`}>
            <Link
              href={{ pathname: "/", query: { ...searchToQuery(query), postalCode: c.label }, hash: "results" }}
              className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
            >
              {c.place} <span className="font-normal text-muted">({t("placeCodes", { canton: c.canton, count: c.postalCodeCount })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
