"use client";

// The personal-details card (spec section 5), shared by the registration stepper and the profile.
import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { CANTONS } from "@/lib/companies/cantons";
import { HONORIFICS } from "@/lib/consultants/schema";
import { FieldError } from "./field-error";
import { inputClass, labelClass } from "./form-styles";

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
  const text = (name: keyof PersonalValues & string, type = "text", autoComplete?: string) => {
    const id = `pd-${name}`;
    const message = errors[name]?.message;
    return (
      <div key={name}>
        <label htmlFor={id} className={labelClass}>
          {t(name)}
          {REQUIRED.has(name) ? " *" : <span className="ml-1 font-normal text-muted">({t("optional")})</span>}
        </label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(name as Path<T>)}
        />
        <FieldError id={`${id}-error`} message={typeof message === "string" ? message : undefined} />
      </div>
    );
  };
  const honorificError = errors.honorific?.message;
  const cantonError = errors.canton?.message;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="pd-honorific" className={labelClass}>
          {t("honorific")} *
        </label>
        <select id="pd-honorific" className={inputClass} aria-invalid={honorificError ? true : undefined} {...register("honorific" as Path<T>)}>
          <option value="">{t("choose")}</option>
          {HONORIFICS.map((h) => (
            <option key={h} value={h}>
              {t(`honorifics.${h}`)}
            </option>
          ))}
        </select>
        <FieldError id="pd-honorific-error" message={typeof honorificError === "string" ? honorificError : undefined} />
      </div>
      {text("title", "text", "honorific-prefix")}
      {text("givenName", "text", "given-name")}
      {text("familyName", "text", "family-name")}
      {text("streetName", "text", "address-line1")}
      {text("streetNumber")}
      {text("postalCode", "text", "postal-code")}
      {text("city", "text", "address-level2")}
      <div>
        <label htmlFor="pd-canton" className={labelClass}>
          {t("canton")} *
        </label>
        <select id="pd-canton" className={inputClass} aria-invalid={cantonError ? true : undefined} {...register("canton" as Path<T>)}>
          <option value="">{t("choose")}</option>
          {CANTONS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <FieldError id="pd-canton-error" message={typeof cantonError === "string" ? cantonError : undefined} />
      </div>
      <div>
        <label htmlFor="pd-country" className={labelClass}>
          {t("country")} *
        </label>
        <input id="pd-country" className={inputClass} value={t("switzerland")} disabled readOnly />
      </div>
      <div>
        <label htmlFor="pd-loginEmail" className={labelClass}>
          {t("loginEmail")}
        </label>
        <input id="pd-loginEmail" className={inputClass} value={loginEmail} disabled readOnly />
      </div>
      {text("publicEmail", "email", "email")}
      {text("phoneCellular", "tel", "tel")}
      {text("websiteUrl", "url", "url")}
    </div>
  );
}
