// The home page's search card: tabs find (perimeter), rate (name) and compare. Plain GET forms to
// "/…#results", rendered on the server; only the postal-code suggestions need JavaScript.
import { buttonClass } from "@/components/ui/button";
import { getMessages, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { ReactNode } from "react";
import { HIGHLIGHTED_LANGUAGES, SPOKEN_LANGUAGES } from "@/lib/consultants/languages";
import type { TopicOption } from "@/lib/topics/topic-options";
import { HOME_TABS, type HomeSearch } from "@/lib/search/home-search";
import { PERIMETERS_KM, RATING_COUNT_FILTERS } from "@/lib/search/schema";
import { localizedPath } from "@/lib/i18n/localized-path";
import { ChipCheckboxes } from "@/components/ui/chips";
import { Field, inputClass } from "@/components/ui/field";
import { pick } from "@/lib/i18n/client-messages";
import { CantonSearchForm } from "./canton-search-form";
import { PostalCodeInput } from "./postal-code-input";
import { RegisteredFilter } from "./registered-filter";

const field = "mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink shadow-sm";
const submit = buttonClass({ size: "lg" });

function str(v: string | string[] | undefined): string {
  return Array.isArray(v) ? v.join(" ") : (v ?? "");
}
function list(v: string | string[] | number[] | readonly string[] | undefined): string[] {
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}

export async function SearchCard({
  locale,
  search,
  topics,
  comparison,
}: {
  locale: Locale;
  search: HomeSearch;
  topics: TopicOption[];
  comparison?: ReactNode;
}) {
  const t = await getTranslations("search");
  const action = `${localizedPath("/", locale)}#results`;
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const q = search.status === "ok" ? search.query : null;
  const raw = search.status === "invalid" ? search.raw : {};
  const invalid = search.status === "invalid" ? search.fields : [];
  const postalCode = q?.postalCode ?? str(raw.postalCode);
  const selectedTopics = q ? q.consultingTopics.map(String) : list(raw.consultingTopics);
  const selectedLanguages = q ? [...q.languages] : list(raw.languages);
  const others = SPOKEN_LANGUAGES.filter((l) => !HIGHLIGHTED_LANGUAGES.includes(l));
  const hasDetails = Boolean(
    (q && (q.perimeter !== 50 || q.ratingCount > 0 || q.tags.length > 0)) || selectedLanguages.some((l) => others.includes(l as (typeof others)[number])),
  );

  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-md">
      <nav aria-label={t("tabsLabel")}>
        <ul className="flex flex-wrap gap-2 border-b border-brand-100 pb-3">
          {HOME_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={{ pathname: "/", query: { tab }, hash: "search" }}
                aria-current={search.tab === tab ? "page" : undefined}
                scroll={false}
                className={
                  search.tab === tab
                    ? "rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
                    : "rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                }
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {search.tab === "find" ? (
        <form method="get" action={action} className="mt-5 space-y-5" aria-label={t("tabs.find")}>
          <input type="hidden" name="type" value="perimeter" />
          <div className="max-w-xs">
            <PostalCodeInput
              id="postalCode"
              name="postalCode"
              label={t("postalCode")}
              defaultValue={postalCode}
              error={invalid.includes("postalCode") ? t("postalCodeRequired") : undefined}
              listLabel={(await getTranslations("placeSearch"))("suggestions")}
              locale={locale}
              messages={pick(await getMessages(), ["placeSearch"])}
            />
          </div>
          <ChipCheckboxes
            legend={t("topics")}
            name="consultingTopics"
            options={topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
            selected={selectedTopics}
          />
          <ChipCheckboxes
            legend={t("languages")}
            name="languages"
            options={HIGHLIGHTED_LANGUAGES.map((l) => ({ value: l, label: names.of(l) ?? l }))}
            selected={selectedLanguages}
          />
          <RegisteredFilter checked={q?.type === "perimeter" ? q.registered : false} />
          <details open={hasDetails} className="rounded-xl bg-brand-50 p-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("details")}</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor="perimeter" className="block text-sm font-medium text-ink">
                  {t("perimeter")}
                </label>
                <select id="perimeter" name="perimeter" defaultValue={String(q?.perimeter ?? 50)} className={field}>
                  {PERIMETERS_KM.map((km) => (
                    <option key={km} value={km}>
                      {t("km", { km })}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="ratingCount" className="block text-sm font-medium text-ink">
                  {t("ratingCount")}
                </label>
                <select id="ratingCount" name="ratingCount" defaultValue={String(q?.ratingCount ?? 0)} className={field}>
                  {RATING_COUNT_FILTERS.map((n) => (
                    <option key={n} value={n}>
                      {n === 0 ? t("anyRatingCount") : t("moreThan", { count: n })}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="tags" className="block text-sm font-medium text-ink">
                  {t("tags")}
                </label>
                <input
                  id="tags"
                  name="tags"
                  defaultValue={q ? q.tags.map((tag) => `#${tag}`).join(" ") : str(raw.tags)}
                  placeholder={t("tagsPlaceholder")}
                  className={field}
                />
              </div>
            </div>
            <div className="mt-4">
              <ChipCheckboxes
                legend={t("moreLanguages")}
                name="languages"
                options={others.map((l) => ({ value: l, label: names.of(l) ?? l }))}
                selected={selectedLanguages}
              />
            </div>
          </details>
          <button type="submit" className={submit}>
            {t("submit")}
          </button>
        </form>
      ) : null}

      {search.tab === "canton" ? <CantonSearchForm action={action} locale={locale} query={q} invalid={invalid.includes("canton")} topics={topics} /> : null}

      {search.tab === "rate" ? (
        <form method="get" action={action} className="mt-5 space-y-4" aria-label={t("tabs.rate")}>
          <input type="hidden" name="type" value="name" />
          <p className="text-sm text-muted">{t("rateIntro")}</p>
          <Field id="name" label={t("name")} error={invalid.includes("name") ? t("nameRequired") : null} className="max-w-md">
            {(control) => <input {...control} name="name" required defaultValue={q?.name ?? str(raw.name)} className={inputClass} />}
          </Field>
          <button type="submit" className={submit}>
            {t("submitName")}
          </button>
        </form>
      ) : null}

      {search.tab === "compare" ? (
        <div className="mt-5">
          <p className="text-muted">{t("compareIntro")}</p>
          {comparison}
        </div>
      ) : null}
    </div>
  );
}
