// Administration: one company (media, details, introduction; save or delete, then back to the list).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { CompanyForm } from "@/components/admin/company-form";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { getCompany } from "@/lib/companies/get-company";
import { AppError } from "@/lib/errors";
import { isRecordId } from "@/lib/http/record-id";

export default async function CompanyPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/companies/[id]", { path: `/administration/companies/${id}` });
  const companyId = Number(id);
  if (!isRecordId(companyId)) notFound();
  const company = await getCompany(actor, companyId).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const t = await getTranslations("admin.companies");
  const initial = {
    name: company.name,
    streetName: company.streetName,
    streetNumber: company.streetNumber,
    postalCode: company.postalCode,
    city: company.city,
    canton: company.canton,
    country: "ch" as const,
    email: company.email,
    phone: company.phone,
    introduction: company.introduction,
    logoAttachmentId: company.logoAttachmentId,
    websiteUrl: company.websiteUrl,
    linkedInUrl: company.linkedInUrl,
    twitterUrl: company.twitterUrl,
    facebookUrl: company.facebookUrl,
    instagramUrl: company.instagramUrl,
    whatsAppUrl: company.whatsAppUrl,
  };
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
