"use client";

// Turns a field's error message into text in the page's language. Schema messages are keys
// ("validation.required", "validation.maxLength|200"); keys the shared namespace lacks live in
// account.validation. A message that is no key at all is the server's own text, already localised
// (lib/client/call-api.ts marks it with VERBATIM), and is shown as it is; zod's own English never reaches the screen.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { splitValidationMessage, VERBATIM } from "@/lib/validation-messages";

export type ErrorText = (message: string | undefined | null, values?: Record<string, string | number>) => string | null;

export function useErrorText(): ErrorText {
  const t = useTranslations();
  return useCallback<ErrorText>(
    (message, values = {}) => {
      if (!message) return null;
      if (message.startsWith(VERBATIM)) return message.slice(VERBATIM.length);
      const { key, values: carried } = splitValidationMessage(message);
      const vars = { max: 1000, maxSize: 2048, ...values, ...carried };
      if (key.includes(".") && t.has(key)) return t(key, vars);
      const own = `account.validation.${key.split(".").pop()}`;
      if (t.has(own)) return t(own, vars);
      return t("validation.required");
    },
    [t],
  );
}
