"use client";

// The header's feedback dialog (spec sections 2, 3 and 5): topic, comment of at most 500 characters
// with a counter, privacy agreement; then a sent confirmation. Posts to POST /api/email.
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField, SelectField, SubmitButton, TextAreaField } from "@/components/forms/fields";
import { sendEmailRequest } from "@/components/forms/send-email-request";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { EMAIL_LIMITS, FEEDBACK_TOPICS, feedbackRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";

type Input = z.input<typeof feedbackRequestSchema>;
type Output = z.output<typeof feedbackRequestSchema>;

export function FeedbackButton() {
  const t = useTranslations("feedback");
  const common = useTranslations("common");
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const { register, handleSubmit, formState, reset, control } = useForm<Input, unknown, Output>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: { purpose: "feedback", locale: locale as Locale, comment: "" },
  });
  const length = (useWatch({ control, name: "comment" }) ?? "").length;
  const onSubmit = handleSubmit(async (values) => {
    const ok = await sendEmailRequest(values);
    setStatus(ok ? "sent" : "failed");
    if (ok) reset();
  });

  return (
    <DialogRoot onOpenChange={(open) => (open ? setStatus("idle") : undefined)}>
      <DialogTrigger className="rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">{t("button")}</DialogTrigger>
      <DialogContent title={t("title")} description={status === "sent" ? undefined : t("intro")} closeLabel={common("close")}>
        {status === "sent" ? (
          <div role="status">
            <p className="font-semibold text-ink">{t("sentTitle")}</p>
            <p className="mt-2 text-sm text-muted">{t("sentText")}</p>
            <DialogClose className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">{common("close")}</DialogClose>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <SelectField id={`${id}-topic`} label={t("topic")} registration={register("topic")} error={formState.errors.topic} defaultValue="">
              <option value="" disabled>
                {t("chooseTopic")}
              </option>
              {FEEDBACK_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`topics.${topic}`)}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              id={`${id}-comment`}
              label={t("comment")}
              maxLength={EMAIL_LIMITS.comment}
              registration={register("comment")}
              error={formState.errors.comment}
              hint={
                <p id={`${id}-comment-hint`} className="mt-1 text-right text-xs text-muted" aria-live="polite">
                  {t("counter", { count: length, max: EMAIL_LIMITS.comment })}
                </p>
              }
            />
            <CheckboxField id={`${id}-privacy`} label={t("privacyAgreement")} registration={register("privacyAgreement")} error={formState.errors.privacyAgreement} />
            {status === "failed" ? (
              <p role="alert" className="text-sm text-danger">
                {t("failed")}
              </p>
            ) : null}
            <SubmitButton pending={formState.isSubmitting}>{t("send")}</SubmitButton>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
