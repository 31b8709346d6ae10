// Administration: add a sales agent: a real form (docs/product-rules.md#administration).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { SalesAgentForm } from "@/components/admin/sales-agent-form";
import { ClientMessages } from "@/components/forms/client-messages";
import { listCommissionLevels } from "@/lib/sales-agents/sales-agent-figures";
import { requireRoute } from "@/lib/auth/guards";

export default async function SalesAgentAddPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/salesAgents/add");
  const t = await getTranslations("admin");
  const levels = (await listCommissionLevels(actor)).map((l) => ({ id: l.id, label: `${t(`commissionLevels.${l.key}`)} (${l.commissionPercent} %)` }));
  return (
    <div>
      <AdminHeader title={t("salesAgents.addTitle")} />
      <ClientMessages namespaces={["admin"]}>
        <SalesAgentForm levels={levels} />
      </ClientMessages>
    </div>
  );
}
