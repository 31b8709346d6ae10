// Turns a field's error message into text in the page's language, with any translator: next-intl's
// hook (./use-error-text.ts) or a translator loaded with a form's schema (./lazy-error-text.ts).
// Schema messages are keys ("validation.required", "validation.maxLength|200"); keys the shared
// namespace lacks live in account.validation. A message that is no key at all is the server's own
// text, already localised (lib/client/call-api.ts marks it with VERBATIM), and is shown as it is;
// zod's own English never reaches the screen.
import type { MessageTranslator } from "@/lib/i18n/browser-translator";
import { splitValidationMessage, VERBATIM } from "@/lib/validation-messages";

export type ErrorText = (message: string | undefined | null, values?: Record<string, string | number>) => string | null;

/** `t` translates over the whole catalogue (or the part of it the form's messages use). */
export function errorTextWith(t: MessageTranslator): ErrorText {
  return (message, values = {}) => {
    if (!message) return null;
    if (message.startsWith(VERBATIM)) return message.slice(VERBATIM.length);
    const { key, values: carried } = splitValidationMessage(message);
    const vars = { max: 1000, maxSize: 2048, ...values, ...carried };
    if (key.includes(".") && t.has(key)) return t(key, vars);
    const own = `account.validation.${key.split(".").pop()}`;
    if (t.has(own)) return t(own, vars);
    return t("validation.required");
  };
}
