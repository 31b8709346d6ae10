"use client";

// "Missing your company?": asks us to invite a company; the contact person is optional.
// Loaded on demand by InviteCompanyButton (lazy-dialog-buttons.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { z } from "zod";
import { inviteCompanyRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { useErrorText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { sendEmailRequest } from "./send-email-request";

export default function InviteCompanyDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("invite");
  const errorText = useErrorText();
  const common = useTranslations("common");
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof inviteCompanyRequestSchema>, unknown, z.output<typeof inviteCompanyRequestSchema>>({
    resolver: zodResolver(inviteCompanyRequestSchema),
    defaultValues: { locale: locale as Locale, purpose: "inviteCompany", name: "", email: "", companyName: "", companyEmail: "", contactName: "", contactEmail: "", contactPhone: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    const ok = await sendEmailRequest(values);
    setStatus(ok ? "sent" : "failed");
    if (ok) reset();
  });
  const optional = t("optional");
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        // The next opening starts with an empty form.
        if (!next) setStatus("idle");
        onOpenChange(next);
      }}
    >
      <DialogContent title={t("company.title")} description={t("company.text")} closeLabel={common("close")} onCloseAutoFocus={onCloseAutoFocus}>
        {status === "sent" ? (
          <p role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-ink">
            {t("sent")}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <InputField id={`${id}-name`} label={t("yourName")} autoComplete="name" {...register("name")} error={errorText(formState.errors.name?.message)} />
            <InputField id={`${id}-email`} label={t("yourEmail")} type="email" autoComplete="email" {...register("email")} error={errorText(formState.errors.email?.message)} />
            <InputField id={`${id}-company`} label={t("company.name")} {...register("companyName")} error={errorText(formState.errors.companyName?.message)} />
            <InputField id={`${id}-cemail`} label={t("company.email")} type="email" {...register("companyEmail")} error={errorText(formState.errors.companyEmail?.message)} />
            <InputField id={`${id}-contact`} label={t("company.contactName")} optionalLabel={optional} {...register("contactName")} error={errorText(formState.errors.contactName?.message)} />
            <InputField id={`${id}-contactEmail`} label={t("company.contactEmail")} optionalLabel={optional} type="email" {...register("contactEmail")} error={errorText(formState.errors.contactEmail?.message)} />
            <InputField id={`${id}-contactPhone`} label={t("company.contactPhone")} optionalLabel={optional} type="tel" {...register("contactPhone")} error={errorText(formState.errors.contactPhone?.message)} />
            <CheckboxField id={`${id}-consent`} label={t("company.consent")} {...register("privacyConsent")} error={errorText(formState.errors.privacyConsent?.message)} />
            {status === "failed" ? (
              <p role="alert" className="text-sm text-danger">
                {t("failed")}
              </p>
            ) : null}
            <Button type="submit" busy={formState.isSubmitting}>{t("send")}</Button>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
