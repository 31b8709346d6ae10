// E-mail texts in the recipient's language, outside any request (delivery job, webhooks): the
// "emails" namespace through lib/i18n/translator.ts (English fallback, built once per language).
import "server-only";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";

/** Any stored or requested locale string to one we have texts for. */
export function emailLocale(value: string | null | undefined): Locale {
  const base = value?.toLowerCase().slice(0, 2) ?? "";
  return isLocale(base) ? base : defaultLocale;
}

/** A consultant's e-mail language: the first of their spoken languages that the product speaks, else German. */
export function preferredEmailLocale(languages: readonly string[]): Locale {
  return languages.find(isLocale) ?? defaultLocale;
}

export type EmailTranslator = (key: string, values?: Record<string, string | number>) => string;

export function emailTranslator(locale: string): EmailTranslator {
  return serverTranslator(emailLocale(locale), "emails");
}
