"use client";

// Labelled inputs for react-hook-form's register() or a plain controlled field (contact-form.tsx):
// the label, the error (a message key translated here) and aria-invalid/aria-describedby so screen
// readers announce what is wrong.
import { useTranslations } from "next-intl";
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { splitValidationMessage } from "@/lib/validation-messages";

const inputClass =
  "mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-danger";

export function ErrorText({ id, error, values }: { id: string; error?: FieldError; values?: Record<string, string | number> }) {
  const t = useTranslations();
  if (!error?.message) return null;
  const message = splitValidationMessage(error.message);
  const key = message.key.startsWith("validation.") ? message.key : "validation.required";
  return (
    <p id={id} className="mt-1 text-sm text-danger" role="alert">
      {t(key, { ...values, ...message.values })}
    </p>
  );
}

type ControlledField = { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void };
type Common<R = UseFormRegisterReturn> = { id: string; label: string; error?: FieldError; registration: R; optionalLabel?: string; hint?: ReactNode };

export function TextField({ id, label, error, registration, optionalLabel, hint, ...rest }: Common<UseFormRegisterReturn | ControlledField> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optionalLabel ? <span className="ml-1 font-normal text-muted">({optionalLabel})</span> : null}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} {...rest} />
      {hint}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, error, registration, optionalLabel, hint, maxLength, ...rest }: Common<UseFormRegisterReturn | ControlledField> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optionalLabel ? <span className="ml-1 font-normal text-muted">({optionalLabel})</span> : null}
      </label>
      <textarea id={id} rows={4} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={[error ? `${id}-error` : "", hint ? `${id}-hint` : ""].join(" ").trim() || undefined} {...registration} {...rest} />
      {hint}
      <ErrorText id={`${id}-error`} error={error} values={{ max: maxLength ?? 2000 }} />
    </div>
  );
}

export function SelectField({ id, label, error, registration, children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} {...rest}>
        {children}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, error, registration }: Common) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-brand-600" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
      {children}
    </button>
  );
}
