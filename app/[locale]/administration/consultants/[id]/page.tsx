// Administration: one consultant (personal details, state, media, company and link state, links,
// booking credentials; save or delete, then back to the list). Platform administrators can also erase
// the profile with its evaluations after typing its number, and merge it into a probable duplicate.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ConsultantForm } from "@/components/admin/consultant-form";
import { RegistrationsEditor } from "@/components/admin/registrations-editor";
import { consultantFormOptions } from "@/components/admin/consultant-form-options";
import { EraseConsultantButton } from "@/components/admin/erase-consultant-button";
import { MergeConsultantCard } from "@/components/admin/merge-consultant-card";
import { probableDuplicatesOf } from "@/lib/consultants/find-duplicate-profiles";
import { AdminHeader } from "@/components/admin/list-controls";
import { ClientMessages } from "@/components/forms/client-messages";
import { getConsultantFormRecord } from "@/lib/consultants/consultant-form-data";
import { requireRoute } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { Link } from "@/lib/i18n/navigation";
import { listRegistrations } from "@/lib/registrations/list-registrations";
import type { AdminRegistration } from "@/lib/registrations/schema";
import { isRecordId } from "@/lib/http/record-id";

export default async function ConsultantPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/consultants/[id]", { path: `/administration/consultants/${id}` });
  const consultantId = Number(id);
  if (!isRecordId(consultantId)) notFound();
  const [record, options] = await Promise.all([getConsultantFormRecord(actor, consultantId), consultantFormOptions(actor, locale)]).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
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
        <ConsultantForm id={record.id} initial={record.input} {...options} canEditBooking={actor.isPlatformAdmin} />
        {actor.isPlatformAdmin ? (
          <div className="mt-6 flex justify-end">
            <EraseConsultantButton id={record.id} number={record.number} evaluations={record.evaluations} listPath="/administration/consultants" />
          </div>
        ) : null}
      </ClientMessages>
      {/* One person, one profile: merging a duplicate is a platform administrator's decision (the API checks it again). */}
      {actor.isPlatformAdmin ? (
        <ClientMessages namespaces={["admin", "duplicateProfiles"]}>
          <MergeConsultantCard
            profile={{ id: record.id, number: record.number, name: `${record.input.givenName} ${record.input.familyName}`, evaluations: record.evaluations }}
            candidates={await probableDuplicatesOf(actor, record.id)}
          />
        </ClientMessages>
      ) : null}
      {/* Register badges: platform administrators only (the API checks it again). */}
      {actor.isPlatformAdmin ? (
        <ClientMessages namespaces={["admin", "registers"]}>
          <RegistrationsEditor consultantId={record.id} registrations={(await listRegistrations(actor, record.id)) as AdminRegistration[]} />
        </ClientMessages>
      ) : null}
    </div>
  );
}
