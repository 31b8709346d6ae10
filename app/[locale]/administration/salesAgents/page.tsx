// Administration: sales agents (docs/product-rules.md#administration) – number, company name, names, city; search over
// number, names and company; postal-code filter; sorted by family then given name; 50 per page.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { SALES_AGENT_PAGE_SIZES, type SearchParams } from "@/lib/records/list-query";
import { requireRoute } from "@/lib/auth/guards";
import { loadSalesAgentsPage } from "@/lib/sales-agents/sales-agents-page";

const PATH = "/administration/salesAgents";

// Renders what lib/sales-agents/sales-agents-page.ts loaded.
export default async function SalesAgentsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/salesAgents");
  const { state, page } = await loadSalesAgentsPage(actor, await searchParams);
  const t = await getTranslations("admin");
  return (
    <AdminListPage
      title={t("salesAgents.title")}
      add={{ href: "/administration/salesAgents/add", label: t("salesAgents.add") }}
      path={PATH}
      state={state}
      columns={[
        { label: t("fields.number"), cell: (a) => a.number, className: "whitespace-nowrap tabular-nums" },
        { label: t("fields.companyName"), cell: (a) => a.companyName ?? "–" },
        { label: t("fields.givenName"), cell: (a) => a.givenName },
        { label: t("fields.familyName"), cell: (a) => a.familyName, className: "font-medium" },
        { label: t("fields.city"), cell: (a) => `${a.postalCode}\u00a0${a.city}` },
      ]}
      rows={page.items}
      total={page.total}
      sizes={SALES_AGENT_PAGE_SIZES}
      rowHref={(a) => `/administration/salesAgent/${a.id}`}
    />
  );
}
