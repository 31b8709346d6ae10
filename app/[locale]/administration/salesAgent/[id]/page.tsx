// Administration: one sales agent – details and commission cards, and their figures from data
// (linked consultants, their live subscriptions' monthly revenue, the commission on it).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/components/admin/list-controls";
import { SalesAgentForm } from "@/components/admin/sales-agent-form";
import { ClientMessages } from "@/components/forms/client-messages";
import { getSalesAgentFigures, listCommissionLevels } from "@/lib/sales-agents/sales-agent-figures";
import { requireRoute } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { formatNumber, formatRappen } from "@/lib/format";
import { getSalesAgent } from "@/lib/sales-agents/manage-sales-agents";
import { isRecordId } from "@/lib/http/record-id";

export default async function SalesAgentPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/salesAgent/[id]", { path: `/administration/salesAgent/${id}` });
  const agentId = Number(id);
  if (!isRecordId(agentId)) notFound();
  const [agent, figures, levelRows] = await Promise.all([
    getSalesAgent(actor, agentId),
    getSalesAgentFigures(actor, agentId),
    listCommissionLevels(actor),
  ]).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const t = await getTranslations("admin");
  const chf = (rappen: number) => formatRappen(rappen, locale);
  const levels = levelRows.map((l) => ({ id: l.id, label: `${t(`commissionLevels.${l.key}`)} (${l.commissionPercent} %)` }));
  const initial = {
    number: agent.number,
    companyName: agent.companyName,
    salutation: agent.salutation,
    title: agent.title,
    givenName: agent.givenName,
    middleNames: agent.middleNames,
    familyName: agent.familyName,
    dateOfBirth: agent.dateOfBirth,
    placeOfBirth: agent.placeOfBirth,
    dateOfJoining: agent.dateOfJoining,
    streetName: agent.streetName,
    streetNumber: agent.streetNumber,
    postalCode: agent.postalCode,
    city: agent.city,
    email: agent.email,
    phone: agent.phone,
    phoneCellular: agent.phoneCellular,
    commissionLevelId: agent.commissionLevelId,
  };
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
