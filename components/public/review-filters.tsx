// The reviews' filters and orders as links (issue 19, item 6): every choice is a URL of the reviews
// page, rendered on the server, so search engines can follow it and the back button restores the
// list before. The current choice is marked with aria-current; choosing it again removes it.
import { getLocale, getTranslations } from "next-intl/server";
import { EVALUATION_LANGUAGES } from "@/lib/evaluations/form-options";
import { REVIEW_EVIDENCE, REVIEW_SORTS, hasFilter, reviewSearchParams, type ReviewQuery } from "@/lib/evaluations/review-filter";
import { Link } from "@/lib/i18n/navigation";

export async function ReviewFilters({ slug, query = { sort: "newest" } }: { slug: string; query?: ReviewQuery }) {
  const t = await getTranslations("reviews");
  const locale = await getLocale();
  const languageNames = new Intl.DisplayNames([locale], { type: "language" });
  const pathname = `/consultants/${slug}/reviews`;
  const href = (change: Partial<ReviewQuery>) => ({ pathname, query: reviewSearchParams({ ...query, ...change }) });

  const groups: { key: string; label: string; items: { key: string; label: string; active: boolean; href: ReturnType<typeof href> }[] }[] = [
    {
      key: "sort",
      label: t("sortLabel"),
      items: REVIEW_SORTS.map((sort) => ({ key: sort, label: t(`sort.${sort}`), active: query.sort === sort, href: href({ sort }) })),
    },
    {
      key: "evidence",
      label: t("evidenceLabel"),
      items: REVIEW_EVIDENCE.map((evidence) => ({
        key: evidence,
        label: t(`evidence.${evidence}`),
        active: query.evidence === evidence,
        href: href({ evidence: query.evidence === evidence ? undefined : evidence }),
      })),
    },
    {
      key: "language",
      label: t("languageLabel"),
      items: EVALUATION_LANGUAGES.map((language) => ({
        key: language,
        label: languageNames.of(language) ?? language,
        active: query.language === language,
        href: href({ language: query.language === language ? undefined : language }),
      })),
    },
    {
      key: "comment",
      label: t("commentLabel"),
      items: [{ key: "withComment", label: t("withComment"), active: query.withComment === true, href: href({ withComment: query.withComment ? undefined : true }) }],
    },
  ];

  return (
    // contain:inline-size: the chip rows that scroll sideways on a phone must not widen the page's grid column.
    <nav aria-label={t("filtersLabel")} className="space-y-3 tile p-5 [contain:inline-size]">
      {groups.map((group) => (
        <div key={group.key} className="flex flex-wrap items-center gap-2">
          <span id={`review-filter-${group.key}`} className="w-full text-sm font-medium text-muted">
            {group.label}
          </span>
          {/* One row per group that scrolls sideways on a phone, so the list stays near the top. */}
          <ul aria-labelledby={`review-filter-${group.key}`} className="-mx-1 flex min-w-0 flex-1 gap-2 overflow-x-auto px-1 pb-1 *:shrink-0 sm:flex-wrap sm:overflow-visible">
            {group.items.map((item) => (
              <li key={item.key}>
                <Link href={item.href} aria-current={item.active ? "true" : undefined} className="filter-pill">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {hasFilter(query) ? (
        <p>
          <Link href={{ pathname, query: reviewSearchParams({ sort: query.sort }) }} className="text-sm font-semibold text-brand-700 underline">
            {t("resetFilters")}
          </Link>
        </p>
      ) : null}
    </nav>
  );
}
