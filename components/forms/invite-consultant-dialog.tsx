"use client";

// "Invite your consultant": a visitor who did not find their consultant asks us to invite them.
// Loaded on demand by InviteConsultantButton (lazy-dialog-buttons.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { z } from "zod";
import { inviteConsultantRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { RequestDialog, RequestFormEnd, RequestSent, useEmailRequest } from "./request-dialog";

export default function InviteConsultantDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("invite");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof inviteConsultantRequestSchema>,
    unknown,
    z.output<typeof inviteConsultantRequestSchema>
  >({
    resolver: zodResolver(inviteConsultantRequestSchema),
    defaultValues: { locale: locale as Locale, purpose: "inviteConsultant", name: "", email: "", consultantName: "", consultantEmail: "" },
  });
  const request = useEmailRequest(reset);
  const onSubmit = handleSubmit(request.send);
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("consultant.title")}
      description={t("consultant.text")}
      status={request.status}
      onClosed={() => request.setStatus("idle")}
      sent={<RequestSent text={t("sent")} />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField id={`${id}-name`} label={t("yourName")} autoComplete="name" {...register("name")} error={errorText(formState.errors.name?.message)} />
        <InputField
          id={`${id}-email`}
          label={t("yourEmail")}
          type="email"
          autoComplete="email"
          {...register("email")}
          error={errorText(formState.errors.email?.message)}
        />
        <InputField
          id={`${id}-cname`}
          label={t("consultant.name")}
          {...register("consultantName")}
          error={errorText(formState.errors.consultantName?.message)}
        />
        <InputField
          id={`${id}-cemail`}
          label={t("consultant.email")}
          type="email"
          {...register("consultantEmail")}
          error={errorText(formState.errors.consultantEmail?.message)}
        />
        <CheckboxField id={`${id}-consent`} label={t("consultant.consent")} {...register("consent")} error={errorText(formState.errors.consent?.message)} />
        <RequestFormEnd failed={request.status === "failed"} failedText={t("failed")} sendLabel={t("send")} busy={formState.isSubmitting} />
      </form>
    </RequestDialog>
  );
}
