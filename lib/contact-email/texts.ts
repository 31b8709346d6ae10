// Texts of this feature outside a page (API problems, e-mails are in "emails"): messages/<locale>.json,
// namespace "contactEmail", with the English fallback of lib/email/translator.ts.
import "server-only";
import { createTranslator } from "use-intl/core";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import { emailLocale } from "@/lib/email/translator";

const CATALOGUES = { de, en, fr, it };

export function contactEmailText(locale: string | null | undefined, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale: emailLocale(locale), messages: CATALOGUES[emailLocale(locale)], namespace: "contactEmail" });
  return (t as unknown as (key: string, values?: Record<string, string | number>) => string)(key, values);
}
