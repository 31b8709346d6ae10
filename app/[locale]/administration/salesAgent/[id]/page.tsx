// Administration: one sales agent – details and commission cards, and their figures from data
// (linked consultants, their live subscriptions' monthly revenue, the commission on it).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/components/admin/list-controls";
import { SalesAgentForm } from "@/components/admin/sales-agent-form";
import { ClientMessages } from "@/components/forms/client-messages";
import { loadSalesAgentPage } from "@/lib/sales-agents/sales-agent-page";
import { requireRoute } from "@/lib/auth/guards";
import { formatNumber, formatRappen } from "@/lib/format";

// Renders what lib/sales-agents/sales-agent-page.ts loaded.
export default async function SalesAgentPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/salesAgent/[id]", { path: `/administration/salesAgent/${id}` });
  const data = await loadSalesAgentPage(actor, id);
  if (data.kind === "missing") notFound();
  const { agent, initial, figures, levels: levelRows } = data;
  const t = await getTranslations("admin");
  const chf = (rappen: number) => formatRappen(rappen, locale);
  const levels = levelRows.map((l) => ({ id: l.id, label: `${t(`commissionLevels.${l.key}`)} (${l.commissionPercent} %)` }));
  const stats = [
    { label: t("salesAgents.consultants"), value: formatNumber(figures.consultants, locale) },
    { label: t("salesAgents.activeSubscriptions"), value: formatNumber(figures.activeSubscriptions, locale) },
    { label: t("salesAgents.mrr"), value: chf(figures.mrrRappen) },
    { label: t("salesAgents.commissionAmount", { percent: figures.commissionPercent }), value: chf(figures.commissionRappen) },
  ];
  return (
    <div className="space-y-4">
      <AdminHeader title={`${agent.givenName} ${agent.familyName}`} record={agent.number} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="tile p-4">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink">{s.value}</dd>
          </div>
        ))}
      </dl>
      <ClientMessages namespaces={["admin"]}>
        <SalesAgentForm id={agent.id} initial={initial} levels={levels} />
      </ClientMessages>
    </div>
  );
}
