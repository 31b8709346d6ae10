"use client";

// "Invite your consultant": a visitor who did not find their consultant asks us to invite them.
// Loaded on demand by InviteConsultantButton (lazy-dialog-buttons.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { z } from "zod";
import { inviteConsultantRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { useErrorText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { sendEmailRequest } from "./send-email-request";

export default function InviteConsultantDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("invite");
  const errorText = useErrorText();
  const common = useTranslations("common");
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof inviteConsultantRequestSchema>, unknown, z.output<typeof inviteConsultantRequestSchema>>({
    resolver: zodResolver(inviteConsultantRequestSchema),
    defaultValues: { locale: locale as Locale, purpose: "inviteConsultant", name: "", email: "", consultantName: "", consultantEmail: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    const ok = await sendEmailRequest(values);
    setStatus(ok ? "sent" : "failed");
    if (ok) reset();
  });
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        // The next opening starts with an empty form.
        if (!next) setStatus("idle");
        onOpenChange(next);
      }}
    >
      <DialogContent title={t("consultant.title")} description={t("consultant.text")} closeLabel={common("close")} onCloseAutoFocus={onCloseAutoFocus}>
        {status === "sent" ? (
          <p role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-ink">
            {t("sent")}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <InputField id={`${id}-name`} label={t("yourName")} autoComplete="name" {...register("name")} error={errorText(formState.errors.name?.message)} />
            <InputField id={`${id}-email`} label={t("yourEmail")} type="email" autoComplete="email" {...register("email")} error={errorText(formState.errors.email?.message)} />
            <InputField id={`${id}-cname`} label={t("consultant.name")} {...register("consultantName")} error={errorText(formState.errors.consultantName?.message)} />
            <InputField id={`${id}-cemail`} label={t("consultant.email")} type="email" {...register("consultantEmail")} error={errorText(formState.errors.consultantEmail?.message)} />
            <CheckboxField id={`${id}-consent`} label={t("consultant.consent")} {...register("consent")} error={errorText(formState.errors.consent?.message)} />
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
