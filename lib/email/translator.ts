// E-mail texts in the recipient's language, outside any request (delivery job, webhooks): the
// "emails" namespace through lib/i18n/translator.ts (English fallback, built once per language).
import "server-only";
import { isLocale, toLocale, type Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";

/**
 * A consultant's e-mail language: the first of their spoken languages that the product speaks, else the
 * language of the page that caused the mail, else German.
 */
export function preferredEmailLocale(languages: readonly string[], pageLocale?: string | null): Locale {
  return languages.find(isLocale) ?? toLocale(pageLocale);
}

export type EmailTranslator = (key: string, values?: Record<string, string | number>) => string;

export function emailTranslator(locale: string): EmailTranslator {
  return serverTranslator(toLocale(locale), "emails");
}
