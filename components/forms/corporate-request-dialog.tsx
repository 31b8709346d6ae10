"use client";

// The corporate plan is arranged by our sales team: this dialog asks for the details (docs/product-rules.md#validation-limits:
// every field but the comment is required, and the agreement must be ticked).
// Loaded on demand by CorporateRequestButton (lazy-dialog-buttons.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import { EMAIL_LIMITS } from "@/lib/email/limits";
import { corporateRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField, SelectField, TextareaField } from "@/components/ui/field";
import { RequestDialog, RequestFormEnd, RequestSent, useEmailRequest } from "./request-dialog";

const LANGUAGES = ["de", "fr", "it", "en"] as const;

export default function CorporateRequestDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("contact.corporate");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof corporateRequestSchema>, unknown, z.output<typeof corporateRequestSchema>>({
    resolver: zodResolver(corporateRequestSchema),
    defaultValues: {
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
    },
  });
  const request = useEmailRequest(reset);
  const onSubmit = handleSubmit(request.send);
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("title")}
      description={t("text")}
      status={request.status}
      onClosed={() => request.setStatus("idle")}
      sent={<RequestSent text={t("sent")} />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            id={`${id}-given`}
            label={t("givenName")}
            autoComplete="given-name"
            {...register("givenName")}
            error={errorText(formState.errors.givenName?.message)}
          />
          <InputField
            id={`${id}-family`}
            label={t("familyName")}
            autoComplete="family-name"
            {...register("familyName")}
            error={errorText(formState.errors.familyName?.message)}
          />
        </div>
        <InputField
          id={`${id}-company`}
          label={t("company")}
          autoComplete="organization"
          {...register("company")}
          error={errorText(formState.errors.company?.message)}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            id={`${id}-email`}
            label={t("email")}
            type="email"
            autoComplete="email"
            {...register("email")}
            error={errorText(formState.errors.email?.message)}
          />
          <InputField
            id={`${id}-phone`}
            label={t("phone")}
            type="tel"
            autoComplete="tel"
            {...register("phone")}
            error={errorText(formState.errors.phone?.message)}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            id={`${id}-count`}
            label={t("consultantsCount")}
            type="number"
            min={1}
            inputMode="numeric"
            {...register("consultantsCount")}
            error={errorText(formState.errors.consultantsCount?.message)}
          />
          <SelectField id={`${id}-language`} label={t("language")} {...register("language")} error={errorText(formState.errors.language?.message)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {names.of(l) ?? l}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          id={`${id}-comment`}
          label={t("comment")}
          optionalLabel={t("optional")}
          maxLength={EMAIL_LIMITS.comment}
          {...register("comment")}
          error={errorText(formState.errors.comment?.message, { max: EMAIL_LIMITS.comment })}
        />
        <CheckboxField
          id={`${id}-agreement`}
          label={t("agreement")}
          {...register("privacyPolicyAndTermsAndConditions")}
          error={errorText(formState.errors.privacyPolicyAndTermsAndConditions?.message)}
        />
        <RequestFormEnd failed={request.status === "failed"} failedText={t("failed")} sendLabel={t("send")} busy={formState.isSubmitting} />
      </form>
    </RequestDialog>
  );
}
