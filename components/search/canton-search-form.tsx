// The home search card's canton tab (search type "canton", docs/product-rules.md#search-and-lists): a canton, the same topic,
// language and "registered advisers" filters as the perimeter search, a plain GET form to "/…#results".
import { getTranslations } from "next-intl/server";
import { CANTONS } from "@/lib/companies/cantons";
import { HIGHLIGHTED_LANGUAGES } from "@/lib/consultants/languages";
import type { TopicOption } from "@/lib/topics/topic-options";
import type { SearchQuery } from "@/lib/search/schema";
import { ChipCheckboxes } from "@/components/ui/chips";
import { RegisteredFilter } from "./registered-filter";

export async function CantonSearchForm({
  action,
  locale,
  query,
  invalid,
  topics,
}: {
  action: string;
  locale: string;
  query: SearchQuery | null;
  invalid: boolean;
  topics: TopicOption[];
}) {
  const t = await getTranslations("search");
  const cantons = await getTranslations("cantonSearch");
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const q = query?.type === "canton" ? query : null;
  const collator = new Intl.Collator(locale);
  const options = CANTONS.map((code) => ({ code, name: cantons(`names.${code}`) })).sort((a, b) => collator.compare(a.name, b.name));
  return (
    <form method="get" action={action} className="mt-5 space-y-5" aria-label={t("tabs.canton")}>
      <input type="hidden" name="type" value="canton" />
      <div className="max-w-xs">
        <label htmlFor="canton" className="block text-sm font-medium text-ink">
          {cantons("label")}
        </label>
        <select
          id="canton"
          name="canton"
          required
          defaultValue={q?.canton ?? ""}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "canton-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink shadow-sm"
        >
          <option value="">{cantons("choose")}</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name} ({o.code})
            </option>
          ))}
        </select>
        {invalid ? (
          <p id="canton-error" className="mt-1 text-sm text-danger">
            {cantons("required")}
          </p>
        ) : null}
      </div>
      <ChipCheckboxes
        legend={t("topics")}
        name="consultingTopics"
        options={topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
        selected={q ? q.consultingTopics.map(String) : []}
      />
      <ChipCheckboxes
        legend={t("languages")}
        name="languages"
        options={HIGHLIGHTED_LANGUAGES.map((l) => ({ value: l, label: names.of(l) ?? l }))}
        selected={q ? [...q.languages] : []}
      />
      <RegisteredFilter checked={q?.registered ?? false} />
      <button type="submit" className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("submit")}
      </button>
    </form>
  );
}
