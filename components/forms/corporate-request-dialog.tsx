"use client";

// The corporate plan is arranged by our sales team: this dialog asks for the details (docs/product-rules.md#validation-limits:
// every field but the comment is required, and the agreement must be ticked).
// Loaded on demand by CorporateRequestButton (corporate-request-button.tsx).
import { useLocale, useTranslations } from "next-intl";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import { EMAIL_LIMITS } from "@/lib/email/limits";
import { corporateRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField, TextareaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { EmailRequestFormDialog } from "./email-request-form-dialog";

const LANGUAGES = ["de", "fr", "it", "en"] as const;
const PAIR = "grid grid-cols-1 gap-4 sm:grid-cols-2";

export default function CorporateRequestDialog(props: LazyDialogProps) {
  const t = useTranslations("contact.corporate");
  const locale = useLocale();
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return (
    <EmailRequestFormDialog
      {...props}
      schema={corporateRequestSchema}
      defaultValues={{
        purpose: "corporateRequest",
        locale: locale as Locale,
        givenName: "",
        familyName: "",
        company: "",
        email: "",
        phone: "",
        consultantsCount: "",
        language: locale,
        comment: "",
      }}
      title={t("title")}
      description={t("text")}
      sentText={t("sent")}
      failedText={t("failed")}
      sendLabel={t("send")}
    >
      {(field) => (
        <>
          <div className={PAIR}>
            <InputField label={t("givenName")} autoComplete="given-name" {...field("givenName")} />
            <InputField label={t("familyName")} autoComplete="family-name" {...field("familyName")} />
          </div>
          <InputField label={t("company")} autoComplete="organization" {...field("company")} />
          <div className={PAIR}>
            <InputField label={t("email")} type="email" autoComplete="email" {...field("email")} />
            <InputField label={t("phone")} type="tel" autoComplete="tel" {...field("phone")} />
          </div>
          <div className={PAIR}>
            <InputField label={t("consultantsCount")} type="number" min={1} inputMode="numeric" {...field("consultantsCount")} />
            <SelectField label={t("language")} {...field("language")}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {names.of(l) ?? l}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField
            label={t("comment")}
            optionalLabel={t("optional")}
            maxLength={EMAIL_LIMITS.comment}
            {...field("comment", { max: EMAIL_LIMITS.comment })}
          />
          <CheckboxField label={t("agreement")} {...field("privacyPolicyAndTermsAndConditions")} />
        </>
      )}
    </EmailRequestFormDialog>
  );
}
