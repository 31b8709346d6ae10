"use client";

// Schema messages are keys ("validation.required"); keys the shared namespace lacks live in
// account.validation. Anything else (zod's own English) falls back to "required".
import { useTranslations } from "next-intl";
import { splitValidationMessage } from "@/lib/validation-messages";

export function useErrorText() {
  const t = useTranslations();
  return (message: string | undefined, values: Record<string, string | number> = {}): string | null => {
    if (!message) return null;
    const { key, values: carried } = splitValidationMessage(message);
    const vars = { max: 1000, maxSize: 2048, ...values, ...carried };
    if (key.includes(".") && t.has(key)) return t(key, vars);
    const own = `account.validation.${key.split(".").pop()}`;
    if (t.has(own)) return t(own, vars);
    return t("validation.required");
  };
}

export function FieldError({ id, message, values }: { id: string; message?: string; values?: Record<string, string | number> }) {
  const text = useErrorText()(message, values);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {text}
    </p>
  );
}
