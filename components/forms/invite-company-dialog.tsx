"use client";

// "Missing your company?": asks us to invite a company; the contact person is optional.
// Loaded on demand by InviteCompanyButton (invite-company-button.tsx).
import { useLocale, useTranslations } from "next-intl";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import { inviteCompanyRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { EmailRequestFormDialog } from "./email-request-form-dialog";
import { inviterFields } from "./inviter-fields";

export default function InviteCompanyDialog(props: LazyDialogProps) {
  const t = useTranslations("invite");
  const locale = useLocale();
  const optional = t("optional");
  return (
    <EmailRequestFormDialog
      {...props}
      schema={inviteCompanyRequestSchema}
      defaultValues={{
        locale: locale as Locale,
        purpose: "inviteCompany",
        name: "",
        email: "",
        companyName: "",
        companyEmail: "",
        contactName: "",
        contactEmail: "",
        contactPhone: "",
      }}
      title={t("company.title")}
      description={t("company.text")}
      sentText={t("sent")}
      failedText={t("failed")}
      sendLabel={t("send")}
    >
      {(field) => (
        <>
          {inviterFields(field, t)}
          <InputField label={t("company.name")} {...field("companyName")} />
          <InputField label={t("company.email")} type="email" {...field("companyEmail")} />
          <InputField label={t("company.contactName")} optionalLabel={optional} {...field("contactName")} />
          <InputField label={t("company.contactEmail")} optionalLabel={optional} type="email" {...field("contactEmail")} />
          <InputField label={t("company.contactPhone")} optionalLabel={optional} type="tel" {...field("contactPhone")} />
          <CheckboxField label={t("company.consent")} {...field("privacyConsent")} />
        </>
      )}
    </EmailRequestFormDialog>
  );
}
