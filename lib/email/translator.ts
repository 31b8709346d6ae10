// E-mail texts in the recipient's language, outside any request (delivery job, webhooks):
// next-intl's createTranslator over messages/<locale>.json, namespace "emails".
// Missing keys fall back to English, like the pages (lib/i18n/request.ts), never to a raw key.
// next-intl's createTranslator is re-exported from use-intl/core (next-intl's own dependency);
// importing the core directly keeps React out, so CLI jobs (react-server condition) can load it.
import "server-only";
import { createTranslator } from "use-intl/core";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import { defaultLocale, fallbackLocale, isLocale, type Locale } from "@/lib/i18n/routing";

type Messages = Record<string, unknown>;

const CATALOGUES: Record<Locale, Messages> = { de, en, fr, it };

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

// Built once per language: creating a translator is far dearer than using it, and a send of 500
// invitations asks for one per message.
const translators = new Map<Locale, EmailTranslator>();

export function emailTranslator(locale: string): EmailTranslator {
  const l = emailLocale(locale);
  let translator = translators.get(l);
  if (!translator) {
    translator = createEmailTranslator(l);
    translators.set(l, translator);
  }
  return translator;
}

function createEmailTranslator(l: Locale): EmailTranslator {
  const primary = createTranslator({ locale: l, messages: CATALOGUES[l], namespace: "emails" });
  const fallback = createTranslator({ locale: fallbackLocale, messages: CATALOGUES[fallbackLocale], namespace: "emails" });
  // Keys are composed at run time (topics, purposes), so the typed key union cannot help here.
  const tPrimary = primary as unknown as { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };
  const tFallback = fallback as unknown as typeof tPrimary;
  return (key, values) => (tPrimary.has(key) ? tPrimary(key, values) : tFallback(key, values));
}
