// The home search card's canton tab (search type "canton", docs/product-rules.md#search-and-lists): a canton, the same topic,
// language and "registered advisers" filters as the perimeter search, a plain GET form to "/…#results".
import { getTranslations } from "next-intl/server";
import { Field, inputClass } from "@/components/ui/field";
import { CANTONS } from "@/lib/geo/cantons";
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
      <Field id="canton" label={cantons("label")} error={invalid ? cantons("required") : null} className="max-w-xs">
        {(control) => (
          <select {...control} name="canton" required defaultValue={q?.canton ?? ""} className={inputClass}>
            <option value="">{cantons("choose")}</option>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name} ({o.code})
              </option>
            ))}
          </select>
        )}
      </Field>
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
