"use client";

// "Missing your company?": asks us to invite a company; the contact person is optional.
// Loaded on demand by InviteCompanyButton (lazy-dialog-buttons.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { z } from "zod";
import { inviteCompanyRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { RequestDialog, RequestFormEnd, RequestSent, useEmailRequest } from "./request-dialog";

export default function InviteCompanyDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("invite");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof inviteCompanyRequestSchema>,
    unknown,
    z.output<typeof inviteCompanyRequestSchema>
  >({
    resolver: zodResolver(inviteCompanyRequestSchema),
    defaultValues: {
      locale: locale as Locale,
      purpose: "inviteCompany",
      name: "",
      email: "",
      companyName: "",
      companyEmail: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
    },
  });
  const request = useEmailRequest(reset);
  const onSubmit = handleSubmit(request.send);
  const optional = t("optional");
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("company.title")}
      description={t("company.text")}
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
        <InputField id={`${id}-company`} label={t("company.name")} {...register("companyName")} error={errorText(formState.errors.companyName?.message)} />
        <InputField
          id={`${id}-cemail`}
          label={t("company.email")}
          type="email"
          {...register("companyEmail")}
          error={errorText(formState.errors.companyEmail?.message)}
        />
        <InputField
          id={`${id}-contact`}
          label={t("company.contactName")}
          optionalLabel={optional}
          {...register("contactName")}
          error={errorText(formState.errors.contactName?.message)}
        />
        <InputField
          id={`${id}-contactEmail`}
          label={t("company.contactEmail")}
          optionalLabel={optional}
          type="email"
          {...register("contactEmail")}
          error={errorText(formState.errors.contactEmail?.message)}
        />
        <InputField
          id={`${id}-contactPhone`}
          label={t("company.contactPhone")}
          optionalLabel={optional}
          type="tel"
          {...register("contactPhone")}
          error={errorText(formState.errors.contactPhone?.message)}
        />
        <CheckboxField
          id={`${id}-consent`}
          label={t("company.consent")}
          {...register("privacyConsent")}
          error={errorText(formState.errors.privacyConsent?.message)}
        />
        <RequestFormEnd failed={request.status === "failed"} failedText={t("failed")} sendLabel={t("send")} busy={formState.isSubmitting} />
      </form>
    </RequestDialog>
  );
}
