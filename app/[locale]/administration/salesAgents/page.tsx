// Administration: sales agents (docs/product-rules.md#administration) – number, company name, names, city; search over
// number, names and company; postal-code filter; sorted by family then given name; 50 per page.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader, ListFilters, ListPaging } from "@/components/admin/list-controls";
import { buttonClass } from "@/components/ui/button";
import { parseListState, type SearchParams } from "@/components/admin/list-query";
import { SALES_AGENT_PAGE_SIZES } from "@/lib/admin/schema";
import { requireRoute } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";
import { listSalesAgents } from "@/lib/sales-agents/manage-sales-agents";
import { TableFrame } from "@/components/ui/table";

const PATH = "/administration/salesAgents";

export default async function SalesAgentsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/salesAgents");
  const state = parseListState(await searchParams, SALES_AGENT_PAGE_SIZES, 50);
  const page = await listSalesAgents(actor, { q: state.q, postalCodes: state.postalCode, page: state.page, pageSize: state.pageSize });
  const t = await getTranslations("admin");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("salesAgents.title")}>
        <Link href="/administration/salesAgents/add" className={buttonClass()}>
          {t("salesAgents.add")}
        </Link>
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
                {t("fields.companyName")}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.givenName")}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.familyName")}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-2">
                {t("fields.city")}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((a) => {
              const href = `/administration/salesAgent/${a.id}`;
              const cell = (content: React.ReactNode) => (
                <Link href={href} className="block">
                  {content}
                </Link>
              );
              return (
                <tr key={a.id} className="border-t border-brand-50 hover:bg-brand-50">
                  <td className="whitespace-nowrap px-4 py-2 tabular-nums">{cell(a.number)}</td>
                  <td className="px-4 py-2">{cell(a.companyName ?? "–")}</td>
                  <td className="px-4 py-2">{cell(a.givenName)}</td>
                  <td className="px-4 py-2 font-medium">{cell(a.familyName)}</td>
                  <td className="px-4 py-2">{cell(`${a.postalCode} ${a.city}`)}</td>
                </tr>
              );
            })}
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-6 text-center text-muted">
                  {t("list.empty")}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableFrame>
      <ListPaging path={PATH} state={state} total={page.total} sizes={SALES_AGENT_PAGE_SIZES} />
    </div>
  );
}
