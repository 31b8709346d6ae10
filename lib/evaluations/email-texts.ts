// E-mail texts of the evaluation flow, from the "emails" namespace of messages/*.json, in the
// recipient's language. Works outside a request (the release job, the CLI), hence no next-intl/server.
import "server-only";
import { createTranslator } from "next-intl";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import it from "../../messages/it.json";
import { config } from "../config";

const CATALOGUES = { de, en, fr, it } as const;
export type EmailLocale = keyof typeof CATALOGUES;
export const EMAIL_LOCALES = Object.keys(CATALOGUES) as EmailLocale[];

/** A consultant's e-mail language: the first of their spoken languages that the product speaks, else German. */
export function preferredLocale(languages: readonly string[]): EmailLocale {
  const found = languages.find((l): l is EmailLocale => l in CATALOGUES);
  return found ?? "de";
}

export function emailTranslator(locale: EmailLocale) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: "emails" });
}

/** An absolute page address in the locale (German has no prefix). */
export function appUrl(locale: string, path: string): string {
  const base = config().APP_URL.replace(/\/$/, "");
  return `${base}${locale === "de" ? "" : `/${locale}`}${path}`;
}
