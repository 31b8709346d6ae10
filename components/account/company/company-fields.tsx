"use client";

// The editing tabs of the company page: address and contact, introduction, logo, social links.
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useBindField } from "@/components/forms/bind-field";
import { useErrorText } from "@/components/forms/use-error-text";
import { Avatar } from "@/components/public/avatar";
import { InputField, TextareaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { ATTACHMENT_MEDIA_TYPES, MAX_ATTACHMENT_BYTES } from "@/lib/attachments/schema";
import { CANTONS } from "@/lib/geo/cantons";
import { COMPANY_SOCIAL_FIELDS } from "@/lib/companies/company-form";
import type { CompanyData, CompanyInput } from "@/lib/companies/schema";

type CompanyForm = UseFormReturn<CompanyInput, unknown, CompanyData>;

function useCompanyField(form: CompanyForm) {
  return useBindField(form.register, form.formState.errors, "co");
}

export function CompanyDetailsFields({ form }: { form: CompanyForm }) {
  const t = useTranslations("account.companyPage");
  const tf = useTranslations("account.fields");
  const field = useCompanyField(form);
  const optional = tf("optional");
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InputField className="sm:col-span-2" label={t("fields.name")} required autoComplete="organization" {...field("name")} />
      <InputField label={tf("streetName")} required {...field("streetName")} />
      <InputField label={tf("streetNumber")} required {...field("streetNumber")} />
      <InputField label={tf("postalCode")} required autoComplete="postal-code" {...field("postalCode")} />
      <InputField label={tf("city")} required {...field("city")} />
      <SelectField label={tf("canton")} required {...field("canton")} options={CANTONS.map((c) => ({ value: c, label: c }))} />
      <InputField id="co-country" label={tf("country")} required value={tf("switzerland")} disabled readOnly />
      <InputField label={t("fields.email")} required type="email" autoComplete="email" {...field("email")} />
      <InputField label={t("fields.phone")} optionalLabel={optional} type="tel" autoComplete="tel" {...field("phone")} />
      <InputField className="sm:col-span-2" label={tf("websiteUrl")} optionalLabel={optional} type="url" {...field("websiteUrl")} />
    </div>
  );
}

export function CompanyIntroductionField({ form }: { form: CompanyForm }) {
  const tf = useTranslations("account.fields");
  const field = useCompanyField(form);
  const introduction = useWatch({ control: form.control, name: "introduction" }) ?? "";
  return (
    <TextareaField
      label={tf("introduction")}
      rows={8}
      counter={tf("characters", { count: introduction.length, max: 1000 })}
      {...field("introduction", { max: 1000 })}
    />
  );
}

/** The logo: uploaded to POST /api/attachment at once; the company keeps it once saved. */
export function CompanyLogoField({ form, logoUrl }: { form: CompanyForm; logoUrl: string | null }) {
  const t = useTranslations("account.companyPage.fields");
  const errorText = useErrorText();
  return (
    <ImageUpload
      id="co-logo"
      label={t("logo")}
      hint={t("logoHint")}
      previewUrl={logoUrl}
      accept={ATTACHMENT_MEDIA_TYPES}
      maxBytes={MAX_ATTACHMENT_BYTES}
      labels={{
        choose: t("chooseLogo"),
        remove: t("removeLogo"),
        tooLarge: errorText("validation.fileTooLarge", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }) ?? "",
        unsupported: t("uploadFailed"),
        failed: t("uploadFailed"),
      }}
      onChange={(id) => form.setValue("logoAttachmentId", id, { shouldDirty: true })}
      error={errorText(form.formState.errors.logoAttachmentId?.message)}
      placeholder={<Avatar src={null} alt="" size={96} />}
    />
  );
}

export function CompanySocialFields({ form }: { form: CompanyForm }) {
  const tf = useTranslations("account.fields");
  const field = useCompanyField(form);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {COMPANY_SOCIAL_FIELDS.map((name) => (
        <InputField key={name} label={tf(name)} optionalLabel={tf("optional")} type="url" {...field(name)} />
      ))}
    </div>
  );
}
