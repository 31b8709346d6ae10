// Administration: one company (media, details, introduction; save or delete, then back to the list).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { CompanyForm } from "@/components/admin/company-form";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { loadCompanyAdminPage } from "@/lib/companies/company-admin-page";

// Renders what lib/companies/company-admin-page.ts loaded.
export default async function CompanyPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/companies/[id]", { path: `/administration/companies/${id}` });
  const data = await loadCompanyAdminPage(actor, id);
  if (data.kind === "missing") notFound();
  const { company, initial } = data;
  const t = await getTranslations("admin.companies");
  return (
    <div>
      <AdminHeader title={company.name} record={company.number} />
      <p className="-mt-2 mb-4 text-sm text-muted">{t("detailTitle")}</p>
      <ClientMessages namespaces={["admin"]}>
        <CompanyForm id={company.id} initial={initial} />
      </ClientMessages>
    </div>
  );
}
