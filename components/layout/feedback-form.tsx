"use client";

// The feedback form (docs/product-rules.md#validation-limits): topic, comment of at most 500 characters with a counter,
// privacy agreement. Part of the dialog that feedback-button.tsx loads on demand, so the form library
// and the schema stay out of every page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { TextareaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { RequestFormEnd } from "@/components/forms/request-dialog";
import { sendEmailRequest } from "@/components/forms/send-email-request";
import { FEEDBACK_TOPICS } from "@/lib/email/feedback-topics";
import { EMAIL_LIMITS } from "@/lib/email/limits";
import { feedbackRequestSchema } from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/routing";

type Input = z.input<typeof feedbackRequestSchema>;
type Output = z.output<typeof feedbackRequestSchema>;

export default function FeedbackForm({ failed, onResult }: { failed: boolean; onResult: (ok: boolean) => void }) {
  const t = useTranslations("feedback");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const { register, handleSubmit, formState, reset, control } = useForm<Input, unknown, Output>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: { purpose: "feedback", locale: locale as Locale, comment: "" },
  });
  const length = (useWatch({ control, name: "comment" }) ?? "").length;
  const onSubmit = handleSubmit(async (values) => {
    const ok = await sendEmailRequest(values);
    if (ok) reset();
    onResult(ok);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField id={`${id}-topic`} label={t("topic")} {...register("topic")} error={errorText(formState.errors.topic?.message)} defaultValue="">
        <option value="" disabled>
          {t("chooseTopic")}
        </option>
        {FEEDBACK_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-comment`}
        label={t("comment")}
        maxLength={EMAIL_LIMITS.comment}
        {...register("comment")}
        error={errorText(formState.errors.comment?.message, { max: EMAIL_LIMITS.comment })}
        hint={
          <p id={`${id}-comment-hint`} className="mt-1 text-right text-xs text-muted" aria-live="polite">
            {t("counter", { count: length, max: EMAIL_LIMITS.comment })}
          </p>
        }
      />
      <CheckboxField
        id={`${id}-privacy`}
        label={t("privacyAgreement")}
        {...register("privacyAgreement")}
        error={errorText(formState.errors.privacyAgreement?.message)}
      />
      <RequestFormEnd failed={failed} failedText={t("failed")} sendLabel={t("send")} busy={formState.isSubmitting} />
    </form>
  );
}
