// Administration: companies (docs/product-rules.md#administration) – number, name, postal code and city; search over id and
// name, postal-code multi-filter, 25/50/100/all per page (50 by default), sorted by name.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { parseListState, type SearchParams } from "@/components/admin/list-query";
import { COMPANY_PAGE_SIZES } from "@/lib/records/list-query";
import { hasPermission } from "@/lib/auth/actor";
import { requireRoute } from "@/lib/auth/guards";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";

const PATH = "/administration/companies";

export default async function CompaniesPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/companies");
  const state = parseListState(await searchParams, COMPANY_PAGE_SIZES, 50);
  // Company rows are public data; the permission is settled by requireRoute above.
  const page = await listPublicCompanies({ q: state.q, postalCodes: state.postalCode, sort: "name", page: state.page, pageSize: state.pageSize });
  const t = await getTranslations("admin");
  // The detail page needs write:companies: readers get plain rows.
  const canWrite = hasPermission(actor, "write:companies");
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
