"use client";

// Contact form (name, e-mail and message required: docs/product-rules.md#validation-limits) for the team, a consultant or a company.
// On five public pages from the first paint, so it goes without react-hook-form and without
// next-intl's client runtime: its texts come from the server (./localized-contact-form.tsx), and its
// zod schema (the one POST /api/email parses with), the error texts and the code that sends it are
// fetched when the visitor first focuses the form.
// Like react-hook-form's default mode: validate on submit, then again on every change.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { EMAIL_LIMITS } from "@/lib/email/limits";
import type * as RequestSchemas from "@/lib/email/requests-schema";
import type { Locale } from "@/lib/i18n/locales";
import type { ErrorText } from "@/components/forms/error-text";
import { Button } from "@/components/ui/button";
import { InputField, TextareaField } from "@/components/ui/field";
import { fieldErrors, lazyImport, type FieldErrors } from "./lazy-schema";

export type ContactTarget =
  | { purpose: "contactTeam" }
  | { purpose: "contactConsultant"; consultantId: number; name: string }
  | { purpose: "contactCompany"; companyId: number; name: string };
type Values = { name: string; email: string; text: string };

const FIELDS = ["name", "email", "text"] as const;
const EMPTY: Values = { name: "", email: "", text: "" };

const schemas = lazyImport(() => import("@/lib/email/requests-schema"));
const sender = lazyImport(() => import("./send-email-request"));
const errorTexts = lazyImport(() => import("./lazy-error-text"));

/** All three start to load when the visitor enters the form. */
const prepare = () => {
  schemas.prepare();
  sender.prepare();
  errorTexts.prepare();
};

/** The form's texts in the page's language; `sent` and `held` already name the recipient. */
export type ContactLabels = {
  formLabel: string;
  name: string;
  email: string;
  message: string;
  privacyNote: string;
  send: string;
  sending: string;
  sent: string;
  held: string;
  another: string;
  failed: string;
};

function schemaFor(m: typeof RequestSchemas, target: ContactTarget) {
  if (target.purpose === "contactConsultant") return m.contactConsultantRequestSchema;
  if (target.purpose === "contactCompany") return m.contactCompanyRequestSchema;
  return m.contactTeamRequestSchema;
}

function targetFields(target: ContactTarget) {
  if (target.purpose === "contactConsultant") return { purpose: target.purpose, consultantId: target.consultantId };
  if (target.purpose === "contactCompany") return { purpose: target.purpose, companyId: target.companyId };
  return { purpose: target.purpose };
}

/** `messages`: the validation namespace, for the error texts (formatted in the browser once loaded). */
export function ContactForm({
  target,
  locale,
  labels,
  messages,
}: {
  target: ContactTarget;
  locale: Locale;
  labels: ContactLabels;
  messages: Record<string, unknown>;
}) {
  const id = useId();
  const [errorText, setErrorText] = useState<ErrorText | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<"idle" | "sent" | "held" | "failed">("idle");
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const validate = async (next: Values) => {
    const [m, texts] = await Promise.all([schemas.get(), errorTexts.get()]);
    setErrorText((current: ErrorText | null) => current ?? texts.errorTextFor(locale, messages));
    const result = schemaFor(m, target).safeParse({ ...targetFields(target), locale, ...next });
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) };
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted)
        void validate(next).then(
          (r) => setErrors(r.errors),
          () => undefined,
        );
    },
  });
  const error = (name: keyof Values) => (errors[name] ? { type: "schema", message: errors[name] } : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setPending(true);
    try {
      const result = await validate(values).catch(() => null);
      if (!result) return setStatus("failed");
      setErrors(result.errors);
      if (!result.data) {
        const first = FIELDS.find((f) => result.errors[f]);
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      const data = result.data;
      // A failed import (offline) is a failed send, like a request that got no answer.
      const outcome = await sender.get().then(
        (m) => m.postEmailRequest(data),
        () => ({ ok: false as const, limitMessage: null }),
      );
      setStatus(outcome.ok ? (outcome.held ? "held" : "sent") : "failed");
      setLimitMessage(outcome.ok ? null : outcome.limitMessage);
      if (outcome.ok) {
        setValues(EMPTY);
        setSubmitted(false);
      }
    } finally {
      setPending(false);
    }
  };

  if (status === "sent" || status === "held") {
    return (
      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink">
        <p className="font-semibold">{status === "held" ? labels.held : labels.sent}</p>
        <button type="button" className="mt-3 text-sm font-medium text-brand-700 underline" onClick={() => setStatus("idle")}>
          {labels.another}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-4" aria-label={labels.formLabel}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField id={`${id}-name`} label={labels.name} autoComplete="name" {...field("name")} error={errorText?.(error("name")?.message)} />
        <InputField
          id={`${id}-email`}
          label={labels.email}
          type="email"
          autoComplete="email"
          {...field("email")}
          error={errorText?.(error("email")?.message)}
        />
      </div>
      <TextareaField
        id={`${id}-message`}
        label={labels.message}
        rows={5}
        maxLength={EMAIL_LIMITS.contactText}
        {...field("text")}
        error={errorText?.(error("text")?.message, { max: EMAIL_LIMITS.contactText })}
      />
      <p className="text-xs text-muted">{labels.privacyNote}</p>
      {status === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {limitMessage ?? labels.failed}
        </p>
      ) : null}
      <Button type="submit" busy={pending}>
        {pending ? labels.sending : labels.send}
      </Button>
    </form>
  );
}
