// Results of the home search (#results): cards with distance; for the name search each links to the
// consultant's questionnaire too. Empty results suggest a larger radius, more topics or an invitation.
import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "next-intl/server";
import { InviteConsultantNotice } from "@/components/public/invite-consultant-notice";
import { ConsultantCard } from "@/components/public/consultant-card";
import { paginationLabels } from "@/components/public/pagination-labels";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/localized-path";
import type { TopicOption } from "@/lib/topics/topic-options";
import { searchToQuery } from "@/lib/search/home-search";
import { searchKey } from "@/lib/search/search-key";
import type { SearchQuery, SearchResult } from "@/lib/search/schema";
import { PlaceChoices } from "./place-choices";
import { ResultsMap } from "./results-map";
import { ResultsViewSwitch } from "./results-view-switch";
import { TrackSearch } from "./track-search";
import { countValues } from "@/lib/format";

export async function SearchResults({
  locale,
  query,
  result,
  topics,
  view = "list",
}: {
  locale: Locale;
  query: SearchQuery;
  result: SearchResult;
  topics: TopicOption[];
  view?: "list" | "map";
}) {
  const t = await getTranslations("search");
  const places = await getTranslations("placeSearch");
  const cantonNames = await getTranslations("cantonSearch.names");
  const listQuery = searchToQuery(query);
  const topicNames = new Map(topics.map((topic) => [topic.id, topic.name]));
  const heading =
    query.type === "perimeter"
      ? result.choices
        ? places("chooseTitle", { text: query.postalCode ?? "" })
        : result.center
          ? t("resultsNear", {
              ...countValues(result.total, locale),
              place: /^\d{4}/.test(query.postalCode ?? "") ? `${result.center.postalCode} ${result.center.place}` : result.center.place,
              km: query.perimeter,
            })
          : places("unknown", { text: query.postalCode ?? "" })
      : query.type === "canton"
        ? places("resultsInCanton", { ...countValues(result.total, locale), canton: query.canton ? cantonNames(query.canton) : "" })
        : t("resultsForName", { ...countValues(result.total, locale), name: query.name ?? "" });
  return (
    <section id="results" aria-labelledby="results-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-10">
      <TrackSearch type={query.type} total={result.total} search={searchKey(query).toString()} shown={result.items.length} />
      <h2 id="results-title" className="text-2xl font-bold text-ink" tabIndex={-1}>
        {heading}
      </h2>
      {result.choices ? <PlaceChoices query={query} choices={result.choices} /> : null}
      {result.items.length > 0 ? <ResultsViewSwitch query={listQuery} view={view} /> : null}
      {result.choices ? null : result.items.length === 0 ? (
        <InviteConsultantNotice title={t("emptyTitle")} hint={query.type === "perimeter" ? t("emptyHintPerimeter") : t("emptyHintName")} />
      ) : (
        <>
          {/* Compare: the checkboxes below belong to this form through their form attribute. */}
          <form id="compare-form" method="get" action={`${localizedPath("/", locale)}#search`} className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="tab" value="compare" />
            {result.center ? <input type="hidden" name="postalCode" value={result.center.postalCode} /> : null}
            <p className="text-sm text-muted">{t("compareHint")}</p>
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              {t("compareSelected")}
            </button>
          </form>
          {view === "map" ? (
            <ResultsMap
              items={result.items}
              center={result.center}
              perimeterKm={query.type === "perimeter" ? query.perimeter : null}
              listQuery={new URLSearchParams(Object.entries(listQuery).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString()}
            />
          ) : null}
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((card) => (
              <li key={card.id} id={`card-${card.id}`} className="flex scroll-mt-24 flex-col gap-2">
                <ConsultantCard card={card} topicNames={topicNames} />
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" name="compare" value={card.id} form="compare-form" className="h-4 w-4 accent-brand-600" />
                  {t("compareThis", { name: card.formattedName })}
                </label>
                {query.type === "name" ? (
                  <Link href={`/consultants/${card.id}/questionnaire`} className={buttonClass()}>
                    {t("rateThis", { name: card.formattedName })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <Pagination
        pathname="/"
        query={view === "map" ? { ...listQuery, view: "map" } : listQuery}
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hash="results"
        labels={await paginationLabels()}
      />
    </section>
  );
}
