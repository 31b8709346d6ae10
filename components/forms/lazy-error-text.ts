// The error texts (./error-text.ts) for a form without a next-intl provider, fetched with the form's
// schema when the visitor starts to fill it in (./contact-form.tsx).
import { translatorFor } from "@/lib/i18n/browser-translator";
import { errorTextWith, type ErrorText } from "./error-text";

export function errorTextFor(locale: string, messages: Record<string, unknown>): ErrorText {
  return errorTextWith(translatorFor(locale, messages));
}
