// Two or three consultants side by side: ratings, category averages, topics, languages, distance.
import { getLocale, getTranslations } from "next-intl/server";
import { Stars } from "@/components/ui/stars";
import { formatDistance, formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TopicOption } from "@/lib/public/consulting-topics";
import type { loadComparison } from "@/lib/public/compare";

type Rows = Awaited<ReturnType<typeof loadComparison>>;

export async function CompareTable({ rows, topics }: { rows: Rows; topics: TopicOption[] }) {
  const t = await getTranslations("search");
  const page = await getTranslations("consultantPage");
  const locale = await getLocale();
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));
  const categories = [...new Map(rows.flatMap((r) => r.consultant.averageRatings.map((a) => [a.ratingCategoryId, a.ratingCategoryName[locale] ?? a.ratingCategoryName.en ?? a.ratingCategory] as const))).entries()];
  const rating = (value: number | null) =>
    value === null ? (
      "–"
    ) : (
      <span className="inline-flex items-center gap-2">
        <Stars size={14} value={value} label={page("ratingLabel", { value: formatRating(value, locale) })} />
        {formatRating(value, locale)}
      </span>
    );
  return (
    <div className="relative mt-6 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t("compareCaption")}</caption>
        <thead>
          <tr>
            <td />
            {rows.map(({ consultant: c }) => (
              <th key={c.id} scope="col" className="border-b border-brand-100 p-3 align-bottom text-base">
                <Link href={`/consultants/${c.slug}`} className="font-semibold text-brand-700 hover:underline">
                  {c.formattedName}
                </Link>
                <span className="block text-sm font-normal text-muted">
                  {c.postalCode} {c.city}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
              {t("compareRating")}
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className="border-b border-brand-100 p-3">
                {rating(c.ratingAverage)} <span className="text-muted">({c.ratingCount === 0 ? page("noRatings") : page("ratingsCount", { count: c.ratingCount })})</span>
              </td>
            ))}
          </tr>
          {categories.map(([id, name]) => (
            <tr key={id}>
              <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
                {name}
              </th>
              {rows.map(({ consultant: c }) => (
                <td key={c.id} className="border-b border-brand-100 p-3">
                  {rating(c.averageRatings.find((a) => a.ratingCategoryId === id)?.value ?? null)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
              {page("topics")}
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className="border-b border-brand-100 p-3">
                {c.consultingTopicIds.map((id) => topicName.get(id)).filter(Boolean).join(", ") || "–"}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
              {page("languages")}
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className="border-b border-brand-100 p-3">
                {c.languages.map((l) => names.of(l) ?? l).join(", ") || "–"}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="p-3 font-medium text-muted">
              {t("compareDistance")}
            </th>
            {rows.map(({ consultant: c, distanceKm }) => (
              <td key={c.id} className="p-3">
                {distanceKm === null ? "–" : t("km", { km: formatDistance(distanceKm, locale) })}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
