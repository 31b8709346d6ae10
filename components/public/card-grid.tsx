// The frame of the public card grids (companies, consultants): title and introduction, the GET form
// of sort order, further filters and page size, the number of results, the cards or what is shown
// without any, and the page links. Server-rendered: filtering works without JavaScript.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { paginationLabels } from "@/components/public/pagination-labels";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Pagination } from "@/components/ui/pagination";
import { countValues } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { PUBLIC_PAGE_SIZES } from "@/lib/search/grid-query";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** A grid page's metadata: `title` and `description` of its messages namespace. */
export async function cardGridMetadata(locale: Locale, namespace: "companiesList" | "consultantsList", path: "/companies" | "/consultants"): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path, title: t("title"), description: t("description"), siteName: meta("siteName") });
}

export async function CardGrid({
  title,
  intro,
  sorts,
  filters,
  trailingFilters,
  pathname,
  query,
  page,
  pageSize,
  total,
  empty,
  after,
  children,
}: {
  title: string;
  intro: string;
  /** The orders offered (keys of search.sort); the first is the default. */
  sorts: readonly string[];
  /** Filters between the order and the page size. */
  filters?: ReactNode;
  /** Filters after the page size (checkboxes). */
  trailingFilters?: ReactNode;
  pathname: "/companies" | "/consultants";
  /** The current list query (sort, pageSize and the filters), kept by the page links. */
  query: { sort: string; pageSize: string } & Record<string, string | undefined>;
  page: number;
  pageSize: number | "all";
  total: number;
  /** What stands in place of the grid when this page has no cards; null when it has. */
  empty: ReactNode | null;
  /** Below the page links. */
  after?: ReactNode;
  /** The cards, each a <li>. */
  children: ReactNode;
}) {
  const t = await getTranslations("search");
  const locale = await getLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 tile p-4" aria-label={t("filters")}>
        <SelectField id="sort" name="sort" label={t("sortBy")} defaultValue={query.sort} options={sorts.map((s) => ({ value: s, label: t(`sort.${s}` as never) }))} />
        {filters}
        <SelectField
          id="pageSize"
          name="pageSize"
          label={t("pageSize")}
          defaultValue={query.pageSize}
          options={PUBLIC_PAGE_SIZES.map((s) => ({ value: String(s), label: s === "all" ? t("all") : String(s) }))}
        />
        {trailingFilters}
        <button type="submit" className={buttonClass()}>
          {t("apply")}
        </button>
      </form>
      <p className="mt-4 text-sm text-muted" role="status">
        {t("total", countValues(total, locale))}
      </p>
      {empty ?? <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>}
      <Pagination pathname={pathname} query={query} page={page} pageSize={pageSize} total={total} labels={await paginationLabels()} />
      {after}
    </div>
  );
}
