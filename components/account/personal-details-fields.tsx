"use client";

// The personal-details card (docs/product-rules.md#validation-limits), shared by the registration stepper and the profile.
import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { CANTONS } from "@/lib/geo/cantons";
import { HONORIFICS } from "@/lib/honorifics";
import { useBindField } from "@/components/forms/bind-field";
import { InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";

type PersonalValues = {
  honorific: string;
  title?: string | null;
  givenName: string;
  familyName: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  canton: string;
  publicEmail: string;
  phoneCellular?: string | null;
  websiteUrl?: string | null;
};

const REQUIRED = new Set(["honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton", "publicEmail"]);

export function PersonalDetailsFields<T extends FieldValues & PersonalValues>({
  register,
  errors,
  loginEmail,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  loginEmail: string;
}) {
  const t = useTranslations("account.fields");
  const field = useBindField(register, errors, "pd");
  const text = (name: keyof PersonalValues & string, type = "text", autoComplete?: string) => (
    <InputField
      key={name}
      label={t(name)}
      required={REQUIRED.has(name)}
      optionalLabel={REQUIRED.has(name) ? undefined : t("optional")}
      type={type}
      autoComplete={autoComplete}
      {...field(name as Path<T>)}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label={t("honorific")}
        required
        {...field("honorific" as Path<T>)}
        options={[{ value: "", label: t("choose") }, ...HONORIFICS.map((h) => ({ value: h, label: t(`honorifics.${h}`) }))]}
      />
      {text("title", "text", "honorific-prefix")}
      {text("givenName", "text", "given-name")}
      {text("familyName", "text", "family-name")}
      {text("streetName", "text", "address-line1")}
      {text("streetNumber")}
      {text("postalCode", "text", "postal-code")}
      {text("city", "text", "address-level2")}
      <SelectField
        label={t("canton")}
        required
        {...field("canton" as Path<T>)}
        options={[{ value: "", label: t("choose") }, ...CANTONS.map((c) => ({ value: c, label: c }))]}
      />
      <InputField id="pd-country" label={t("country")} required value={t("switzerland")} disabled readOnly />
      <InputField id="pd-loginEmail" label={t("loginEmail")} value={loginEmail} disabled readOnly />
      {text("publicEmail", "email", "email")}
      {text("phoneCellular", "tel", "tel")}
      {text("websiteUrl", "url", "url")}
    </div>
  );
}
