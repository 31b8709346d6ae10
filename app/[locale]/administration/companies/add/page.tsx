// Administration: add a company (details card; cancel or save, then back to the list).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompanyForm } from "@/components/admin/company-form";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";

export default async function CompanyAddPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  await requireRoute("/administration/companies/add");
  const t = await getTranslations("admin.companies");
  return (
    <div>
      <AdminHeader title={t("addTitle")} />
      <ClientMessages namespaces={["admin"]}>
        <CompanyForm />
      </ClientMessages>
    </div>
  );
}
