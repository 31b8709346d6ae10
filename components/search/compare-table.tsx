// Two or three consultants side by side: photo, rate and contact, ratings, category averages, how the
// ratings were checked, the share of "yes" on the conduct-duty questions, topics, languages, distance.
import { getLocale, getTranslations } from "next-intl/server";
import { Avatar } from "@/components/public/avatar";
import { Stars } from "@/components/ui/stars";
import { countValues, formatDistance, formatNumber, formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TopicOption } from "@/lib/topics/topic-options";
import type { loadComparison } from "@/lib/compare/load-comparison";
import { localize } from "@/lib/i18n/localize";
import { profileDisplay } from "@/lib/consultants/profile-display";

type Rows = Awaited<ReturnType<typeof loadComparison>>;

export async function CompareTable({ rows, topics }: { rows: Rows; topics: TopicOption[] }) {
  const t = await getTranslations("search");
  const page = await getTranslations("consultantPage");
  const tc = await getTranslations("compare");
  const locale = await getLocale();
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));
  const categories = [
    ...new Map(
      rows.flatMap((r) => r.consultant.averageRatings.map((a) => [a.ratingCategoryId, localize(a.ratingCategoryName, locale) || a.ratingCategory] as const)),
    ).entries(),
  ];
  const rating = (value: number | null) =>
    value === null ? (
      "–"
    ) : (
      <span className="inline-flex items-center gap-2">
        <Stars size={14} value={value} label={page("ratingLabel", { value: formatRating(value, locale) })} />
        {formatRating(value, locale)}
      </span>
    );
  const duties = rows[0]?.duties ?? [];
  const cell = "border-b border-brand-100 p-3";
  const rowHead = "border-b border-brand-100 p-3 font-medium text-muted";
  return (
    <div className="scroll-cue relative mt-6 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t("compareCaption")}</caption>
        <thead>
          <tr>
            <td />
            {rows.map(({ consultant: c }) => (
              <th key={c.id} scope="col" className="border-b border-brand-100 p-3 align-bottom text-base">
                <Avatar src={c.photoUrl} alt={page("photoAlt", { name: c.formattedName })} size={64} className="mb-2" />
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
            <th scope="row" className={rowHead}>
              <span className="sr-only">{tc("actions")}</span>
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className={cell}>
                <span className="flex flex-wrap gap-2">
                  {profileDisplay(c.state).figures ? (
                    <Link
                      href={`/consultants/${c.id}/questionnaire`}
                      className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                    >
                      {page("rate")}
                      {/* The visible word starts the link's name (WCAG 2.5.3); the name tells the three columns apart. */}
                      <span className="sr-only">{tc("whom", { name: c.formattedName })}</span>
                    </Link>
                  ) : null}
                  <Link
                    href={`/consultants/${c.slug}#contact`}
                    className="rounded-lg border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {tc("contact")}
                    <span className="sr-only">{tc("whom", { name: c.formattedName })}</span>
                  </Link>
                </span>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
              {t("compareRating")}
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className="border-b border-brand-100 p-3">
                {c.ratingAverage === null ? (
                  // No public figures (unclaimed): not "no ratings yet", which would be untrue.
                  <span className="text-muted">{page("unclaimedTitle")}</span>
                ) : (
                  <>
                    {rating(c.ratingAverage)}{" "}
                    <span className="text-muted">({c.ratingCount === 0 ? page("noRatings") : page("ratingsCount", countValues(c.ratingCount, locale))})</span>
                  </>
                )}
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
          {(["mandateConfirmed", "checkedByAdministrator"] as const).map((kind) => (
            <tr key={kind}>
              <th scope="row" className={rowHead}>
                {tc(kind)}
              </th>
              {rows.map(({ consultant: c, evidence }) => (
                <td key={c.id} className={cell}>
                  {evidence.published === 0
                    ? "–"
                    : tc("ofPublished", { count: formatNumber(evidence[kind], locale), total: formatNumber(evidence.published, locale) })}
                </td>
              ))}
            </tr>
          ))}
          {duties.length > 0 ? (
            <tr>
              <td colSpan={rows.length + 1} className="border-b border-brand-100 bg-brand-50 p-3 font-semibold text-ink">
                {tc("dutiesTitle")}
                <span className="block text-xs font-normal text-muted">{tc("dutiesNote")}</span>
              </td>
            </tr>
          ) : null}
          {duties.map((d) => (
            <tr key={d.questionId}>
              <th scope="row" className={`${rowHead} font-normal`}>
                {/* A fixed width on a phone: the long question would otherwise take the whole screen from the consultants' columns. */}
                <span className="block w-40 text-xs sm:w-auto sm:text-sm">{d.text}</span>
              </th>
              {rows.map(({ consultant: c, duties: own }) => {
                const share = own.find((o) => o.questionId === d.questionId);
                return (
                  <td key={c.id} className={cell}>
                    {!share || share.answered === 0
                      ? tc("noAnswers")
                      : tc("yesShare", { percent: formatNumber(Math.round((share.yes / share.answered) * 100), locale), count: share.answered })}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row" className="border-b border-brand-100 p-3 font-medium text-muted">
              {page("topics")}
            </th>
            {rows.map(({ consultant: c }) => (
              <td key={c.id} className="border-b border-brand-100 p-3">
                {c.consultingTopicIds
                  .map((id) => topicName.get(id))
                  .filter(Boolean)
                  .join(", ") || "–"}
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
