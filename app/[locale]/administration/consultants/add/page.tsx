// Administration: add a consultant (administrator-created profiles start unclaimed: docs/product-rules.md#consultant-states).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConsultantForm } from "@/components/admin/consultant-form";
import { consultantFormOptions } from "@/lib/consultants/consultant-form-options";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";

export default async function ConsultantAddPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/consultants/add");
  const t = await getTranslations("admin.consultants");
  const options = await consultantFormOptions(actor, locale);
  return (
    <div>
      <AdminHeader title={t("addTitle")} />
      <ClientMessages namespaces={["admin", "duplicateProfiles"]}>
        <ConsultantForm {...options} canEditBooking={actor.isPlatformAdmin} />
      </ClientMessages>
    </div>
  );
}
