// The companies grid. Served by two routes (docs/architecture.md, "Caching and invalidation"): page.tsx,
// the cached first page in the default order, and q/companies/page.tsx, rendered per request for a query (proxy.ts).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/forms/client-messages";
import { InviteCompanyButton } from "@/components/forms/dialog-buttons";
import { CompanyCard } from "@/components/public/company-card";
import { paginationLabels } from "@/components/public/pagination-labels";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";
import type { Locale } from "@/lib/i18n/routing";
import { companyGridQuery, PUBLIC_PAGE_SIZES } from "@/lib/search/grid-query";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { countValues } from "@/lib/format";

export type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function companiesMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "companiesList" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/companies", title: t("title"), description: t("description"), siteName: meta("siteName") });
}

export async function CompaniesView({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("companiesList");
  const lists = await getTranslations("search");
  const invite = await getTranslations("invite");
  const query = companyGridQuery(await searchParams);
  const result = await listPublicCompanies(query);
  const current = { sort: query.sort, pageSize: String(query.pageSize) };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-xl border border-brand-100 bg-white p-4" aria-label={lists("filters")}>
        <SelectField
          id="sort"
          name="sort"
          label={lists("sortBy")}
          defaultValue={query.sort}
          options={["rating", "name"].map((s) => ({ value: s, label: lists(`sort.${s}`) }))}
        />
        <SelectField
          id="pageSize"
          name="pageSize"
          label={lists("pageSize")}
          defaultValue={current.pageSize}
          options={PUBLIC_PAGE_SIZES.map((s) => ({ value: String(s), label: s === "all" ? lists("all") : String(s) }))}
        />
        <button type="submit" className={buttonClass()}>
          {lists("apply")}
        </button>
      </form>
      <p className="mt-4 text-sm text-muted" role="status">
        {lists("total", countValues(result.total, locale))}
      </p>
      {result.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6 text-ink">{t("empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.items.map((card) => (
            <li key={card.id}>
              <CompanyCard card={card} />
            </li>
          ))}
        </ul>
      )}
      <Pagination pathname="/companies" query={current} page={query.page} pageSize={query.pageSize} total={result.total} labels={await paginationLabels()} />
      <section aria-labelledby="missing-title" className="mt-12 rounded-xl border border-brand-100 bg-white p-6 text-center">
        <h2 id="missing-title" className="text-xl font-semibold text-ink">
          {t("missingTitle")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">{t("missingText")}</p>
        <div className="mt-4">
          <ClientMessages namespaces={["invite"]}>
            <InviteCompanyButton label={invite("company.button")} />
          </ClientMessages>
        </div>
      </section>
    </div>
  );
}
