// Administration: companies (docs/product-rules.md#administration) – number, name, postal code and city; search over id and
// name, postal-code multi-filter, 25/50/100/all per page (50 by default), sorted by name.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader, ListFilters, ListPaging } from "@/components/admin/list-controls";
import { buttonClass } from "@/components/ui/button";
import { parseListState, type SearchParams } from "@/components/admin/list-query";
import { COMPANY_PAGE_SIZES } from "@/lib/admin/schema";
import { hasPermission } from "@/lib/auth/actor";
import { requireRoute } from "@/lib/auth/guards";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";
import { Link } from "@/lib/i18n/navigation";
import { TableFrame } from "@/components/ui/table";

const PATH = "/administration/companies";

export default async function CompaniesPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/companies");
  const state = parseListState(await searchParams, COMPANY_PAGE_SIZES, 50);
  // Company rows are public data; the permission is settled by requireRoute above.
  const page = await listPublicCompanies({ q: state.q, postalCodes: state.postalCode, sort: "name", page: state.page, pageSize: state.pageSize });
  const t = await getTranslations("admin");
  const canWrite = hasPermission(actor, "write:companies");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("companies.title")}>
        {canWrite ? (
          <Link href="/administration/companies/add" className={buttonClass()}>
            {t("companies.add")}
          </Link>
        ) : null}
      </AdminHeader>
      <ListFilters path={PATH} state={state} />
      <TableFrame>
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.number")}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.name")}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.city")}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((c) => {
              const href = `/administration/companies/${c.id}`;
              // The detail page needs write:companies: readers get plain rows instead of links to a refusal.
              const cell = (content: React.ReactNode) =>
                canWrite ? (
                  <Link href={href} className="block">
                    {content}
                  </Link>
                ) : (
                  content
                );
              return (
                <tr key={c.id} className="border-t border-brand-50 hover:bg-brand-50">
                  <td className="whitespace-nowrap px-4 py-2 tabular-nums">{cell(c.number)}</td>
                  <td className="px-4 py-2 font-medium">{cell(c.name)}</td>
                  <td className="px-4 py-2">{cell(`${c.postalCode} ${c.city}`)}</td>
                </tr>
              );
            })}
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-4 py-6 text-center text-muted">
                  {t("list.empty")}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableFrame>
      <ListPaging path={PATH} state={state} total={page.total} sizes={COMPANY_PAGE_SIZES} />
    </div>
  );
}
