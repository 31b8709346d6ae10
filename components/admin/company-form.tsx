"use client";

// Company add and detail (docs/product-rules.md#administration): media (logo), details and introduction cards; validated with
// the API's own schema, saved to /api/company, back to the list after save or delete.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { TextareaField } from "@/components/ui/field";
import { companySchema, type CompanyData, type CompanyInput } from "@/lib/companies/schema";
import { Card } from "@/components/ui/card";
import { AdminImageField, useAdminToast } from "./form-kit";
import { ADDRESS_FIELDS, CantonField, RecordFormActions, useRecordField, useRecordSubmit } from "./record-form";

const LIST = "/administration/companies";
const URL_FIELDS = ["websiteUrl", "linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl"] as const;

export function CompanyForm({ id, initial }: { id?: number; initial?: CompanyInput }) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const { show, toast } = useAdminToast();
  const form = useForm<CompanyInput, unknown, CompanyData>({
    resolver: zodResolver(companySchema),
    defaultValues: initial ?? { country: "ch", canton: "ZH" },
  });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const logoId = useWatch({ control, name: "logoAttachmentId" }) ?? null;
  const onSubmit = useRecordSubmit({ form, api: "/api/company", id, list: LIST, show });
  const field = useRecordField(form, errors, "company");

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <RecordFormActions
        list={LIST}
        backLabel={t("form.cancel")}
        deleteUrl={id ? `/api/company/${id}` : undefined}
        deleteConfirm={t("companies.deleteConfirm")}
        busy={formState.isSubmitting}
      />
      {id ? (
        <Card title={t("companies.media")}>
          <AdminImageField
            id="logoId-upload"
            label={t("companies.logo")}
            currentId={logoId}
            onChange={(v) => setValue("logoAttachmentId", v, { shouldDirty: true })}
          />
        </Card>
      ) : null}
      <Card title={t("companies.details")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field("name")}
          {field("email", { type: "email" })}
          {ADDRESS_FIELDS.map((name) => field(name))}
          <CantonField id="company-canton" {...register("canton")} error={errorText(errors.canton?.message)} />
          {field("phone", { optional: true })}
          {URL_FIELDS.map((name) => field(name, { type: "url", optional: true }))}
        </div>
      </Card>
      {id ? (
        <Card title={t("companies.introduction")}>
          <TextareaField
            id="company-introduction"
            label={t("fields.introduction")}
            maxLength={1000}
            rows={6}
            {...register("introduction")}
            error={errorText(errors.introduction?.message, { max: 1000 })}
            optionalLabel={t("form.optional")}
          />
        </Card>
      ) : null}
      {toast}
    </form>
  );
}
