"use client";

// "Invite your consultant": a visitor who did not find their consultant asks us to invite them.
// Loaded on demand by InviteConsultantButton (invite-consultant-button.tsx).
import { useLocale, useTranslations } from "next-intl";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import { inviteConsultantRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { EmailRequestFormDialog } from "./email-request-form-dialog";
import { inviterFields } from "./inviter-fields";

export default function InviteConsultantDialog(props: LazyDialogProps) {
  const t = useTranslations("invite");
  const locale = useLocale();
  return (
    <EmailRequestFormDialog
      {...props}
      schema={inviteConsultantRequestSchema}
      defaultValues={{ locale: locale as Locale, purpose: "inviteConsultant", name: "", email: "", consultantName: "", consultantEmail: "" }}
      title={t("consultant.title")}
      description={t("consultant.text")}
      sentText={t("sent")}
      failedText={t("failed")}
      sendLabel={t("send")}
    >
      {(field) => (
        <>
          {inviterFields(field, t)}
          <InputField label={t("consultant.name")} {...field("consultantName")} />
          <InputField label={t("consultant.email")} type="email" {...field("consultantEmail")} />
          <CheckboxField label={t("consultant.consent")} {...field("consent")} />
        </>
      )}
    </EmailRequestFormDialog>
  );
}
