// Texts of this feature outside a page (API problems; e-mails are in "emails"): the namespace
// "contactEmail" through lib/i18n/translator.ts, with its English fallback.
import "server-only";
import { toLocale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";

export function contactEmailText(locale: string | null | undefined, key: string, values?: Record<string, string | number>): string {
  return serverTranslator(toLocale(locale), "contactEmail")(key, values);
}
