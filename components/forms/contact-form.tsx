"use client";

// Contact form of spec section 5 (name, e-mail and message required) for the team, a consultant or a company.
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { contactCompanyRequestSchema, contactConsultantRequestSchema, contactTeamRequestSchema, EMAIL_LIMITS } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";
import { SubmitButton, TextAreaField, TextField } from "./fields";
import { sendEmailRequest } from "./send-email-request";

type Target = { purpose: "contactTeam" } | { purpose: "contactConsultant"; consultantId: number; name: string } | { purpose: "contactCompany"; companyId: number; name: string };

type Schema = typeof contactTeamRequestSchema | typeof contactConsultantRequestSchema | typeof contactCompanyRequestSchema;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

function schemaFor(target: Target): Schema {
  if (target.purpose === "contactConsultant") return contactConsultantRequestSchema;
  if (target.purpose === "contactCompany") return contactCompanyRequestSchema;
  return contactTeamRequestSchema;
}

function targetFields(target: Target) {
  if (target.purpose === "contactConsultant") return { purpose: target.purpose, consultantId: target.consultantId };
  if (target.purpose === "contactCompany") return { purpose: target.purpose, companyId: target.companyId };
  return { purpose: target.purpose };
}

export function ContactForm({ target }: { target: Target }) {
  const t = useTranslations("contact");
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const { register, handleSubmit, formState, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schemaFor(target)),
    defaultValues: { ...targetFields(target), locale: locale as Locale, name: "", email: "", text: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const ok = await sendEmailRequest(values);
    setStatus(ok ? "sent" : "failed");
    if (ok) reset();
  });

  if (status === "sent") {
    return (
      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink">
        <p className="font-semibold">{target.purpose === "contactTeam" ? t("successTeam") : t("successForwarded", { name: target.name })}</p>
        <button type="button" className="mt-3 text-sm font-medium text-brand-700 underline" onClick={() => setStatus("idle")}>
          {t("another")}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("formLabel")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${id}-name`} label={t("name")} autoComplete="name" registration={register("name")} error={formState.errors.name} />
        <TextField id={`${id}-email`} label={t("email")} type="email" autoComplete="email" registration={register("email")} error={formState.errors.email} />
      </div>
      <TextAreaField id={`${id}-message`} label={t("message")} rows={5} maxLength={EMAIL_LIMITS.contactText} registration={register("text")} error={formState.errors.text} />
      <p className="text-xs text-muted">{t("privacyNote")}</p>
      {status === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {t("failed")}
        </p>
      ) : null}
      <SubmitButton pending={formState.isSubmitting}>{formState.isSubmitting ? t("sending") : t("send")}</SubmitButton>
    </form>
  );
}
