// Administration: companies (docs/product-rules.md#administration) – number, name, postal code and city; search over id and
// name, postal-code multi-filter, 25/50/100/all per page (50 by default), sorted by name.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { COMPANY_PAGE_SIZES, type SearchParams } from "@/lib/records/list-query";
import { requireRoute } from "@/lib/auth/guards";
import { loadCompaniesPage } from "@/lib/companies/companies-page";

const PATH = "/administration/companies";

// Renders what lib/companies/companies-page.ts loaded.
export default async function CompaniesPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/companies");
  const { state, page, canWrite } = await loadCompaniesPage(actor, await searchParams);
  const t = await getTranslations("admin");
  return (
    <AdminListPage
      title={t("companies.title")}
      add={canWrite ? { href: "/administration/companies/add", label: t("companies.add") } : null}
      path={PATH}
      state={state}
      columns={[
        { label: t("fields.number"), cell: (c) => c.number, className: "whitespace-nowrap tabular-nums" },
        { label: t("fields.name"), cell: (c) => c.name, className: "font-medium" },
        { label: t("fields.city"), cell: (c) => `${c.postalCode}\u00a0${c.city}` },
      ]}
      rows={page.items}
      total={page.total}
      sizes={COMPANY_PAGE_SIZES}
      rowHref={canWrite ? (c) => `/administration/companies/${c.id}` : null}
    />
  );
}
