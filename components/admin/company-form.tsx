"use client";

// Company add and detail (docs/product-rules.md#administration): media (logo), details and introduction cards; validated with
// the API's own schema, saved to /api/company, back to the list after save or delete.
import { buttonClass } from "@/components/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { InputField, SelectField, TextareaField } from "@/components/ui/field";
import { CANTONS } from "@/lib/companies/cantons";
import { companySchema, type CompanyData, type CompanyInput } from "@/lib/companies/schema";
import { useRouter } from "@/lib/i18n/navigation";
import { Card } from "@/components/ui/card";
import { callApi } from "@/lib/client/call-api";
import { AdminImageField, DeleteButton, reportProblem, useAdminToast } from "./form-kit";

const LIST = "/administration/companies";
const URL_FIELDS = ["websiteUrl", "linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl"] as const;

export function CompanyForm({ id, initial }: { id?: number; initial?: CompanyInput }) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const router = useRouter();
  const { show, toast } = useAdminToast();
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<CompanyInput, unknown, CompanyData>({
    resolver: zodResolver(companySchema),
    defaultValues: initial ?? { country: "ch", canton: "ZH" },
  });
  const errors = formState.errors;
  const logoId = useWatch({ control, name: "logoAttachmentId" }) ?? null;

  const onSubmit = handleSubmit(
    async (values) => {
      const result = await callApi(id ? `/api/company/${id}` : "/api/company", { method: id ? "PUT" : "POST", body: values });
      if (result.ok) {
        show("saved");
        router.push(LIST);
        router.refresh();
        return;
      }
      reportProblem(result, setError, show);
    },
    () => show("attention"),
  );

  const field = (name: keyof CompanyInput & string, extra: { type?: string; optional?: boolean } = {}) => (
    <InputField
      id={`company-${name}`}
      label={t(`fields.${name}`)}
      type={extra.type}
      optionalLabel={extra.optional ? t("form.optional") : undefined}
      {...register(name)}
      error={errorText(errors[name]?.message)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button type="button" onClick={() => router.push(LIST)} className="rounded-lg border border-brand-200 px-4 py-2 text-sm">
          {t("form.cancel")}
        </button>
        {id ? <DeleteButton url={`/api/company/${id}`} listPath={LIST} confirmText={t("companies.deleteConfirm")} /> : null}
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass()}>
          {t("form.save")}
        </button>
      </div>
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
          {field("streetName")}
          {field("streetNumber")}
          {field("postalCode")}
          {field("city")}
          <SelectField id="company-canton" label={t("fields.canton")} {...register("canton")} error={errorText(errors.canton?.message)}>
            {CANTONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          {field("phone", { optional: true })}
          {URL_FIELDS.map((name) => (
            <div key={name}>{field(name, { type: "url", optional: true })}</div>
          ))}
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
