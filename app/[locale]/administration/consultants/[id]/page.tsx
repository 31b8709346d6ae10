// Administration: one consultant (personal details, state, media, company and link state, links,
// booking credentials; save or delete, then back to the list). Platform administrators can also erase
// the profile with its evaluations after typing its number, and merge it into a probable duplicate.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ConsultantForm } from "@/components/admin/consultant-form";
import { RegistrationsEditor } from "@/components/admin/registrations-editor";
import { EraseConsultantButton } from "@/components/admin/erase-consultant-button";
import { MergeConsultantCard } from "@/components/admin/merge-consultant-card";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { loadConsultantAdminPage } from "@/lib/consultants/consultant-admin-page";
import { requireRoute } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";

// Renders what lib/consultants/consultant-admin-page.ts loaded.
export default async function ConsultantPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/consultants/[id]", { path: `/administration/consultants/${id}` });
  const data = await loadConsultantAdminPage(actor, id, locale);
  if (data.kind === "missing") notFound();
  const { record, options, platformAdmin } = data;
  const t = await getTranslations("admin.consultants");
  return (
    <div>
      <AdminHeader title={`${record.input.givenName} ${record.input.familyName}`} record={record.number}>
        {/* No prefetch: it would render and cache the public page while the administrator is still
            changing it (a badge, the profile), and a render that ends after the change's expiry counts as fresh. */}
        <Link href={`/consultants/${record.id}`} prefetch={false} className="text-sm text-brand-700 underline">
          {t("publicPage")}
        </Link>
      </AdminHeader>
      <ClientMessages namespaces={["admin"]}>
        <ConsultantForm id={record.id} initial={record.input} {...options} canEditBooking={platformAdmin !== null} />
        {platformAdmin ? (
          <div className="mt-6 flex justify-end">
            <EraseConsultantButton id={record.id} number={record.number} evaluations={record.evaluations} listPath="/administration/consultants" />
          </div>
        ) : null}
      </ClientMessages>
      {/* One person, one profile: merging a duplicate is a platform administrator's decision (the API checks it again). */}
      {platformAdmin ? (
        <ClientMessages namespaces={["admin", "duplicateProfiles"]}>
          <MergeConsultantCard
            profile={{ id: record.id, number: record.number, name: `${record.input.givenName} ${record.input.familyName}`, evaluations: record.evaluations }}
            candidates={platformAdmin.duplicates}
          />
        </ClientMessages>
      ) : null}
      {/* Register badges: platform administrators only (the API checks it again). */}
      {platformAdmin ? (
        <ClientMessages namespaces={["admin", "registers"]}>
          <RegistrationsEditor consultantId={record.id} registrations={platformAdmin.registrations} />
        </ClientMessages>
      ) : null}
    </div>
  );
}
