// The seal's few words in the language of ?lang= (messages namespace "seal"), outside any page
// request: next-intl's translator core over the catalogues, like the e-mails.
import { createTranslator } from "use-intl/core";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import { isLocale, type Locale } from "@/lib/i18n/routing";

const CATALOGUES = { de, en, fr, it } as const;

export type SealTexts = { ratings: (count: number, formatted: string) => string; none: string; alt: (name: string) => string; brand: string };

/** German for anything that is not one of our four languages. */
export function sealLocale(value: string | null | undefined): Locale {
  const l = (value ?? "").toLowerCase();
  return isLocale(l) ? l : "de";
}

export function sealTexts(locale: Locale): SealTexts {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: "seal" });
  return {
    ratings: (count, formatted) => t("ratings", { count, formatted }),
    none: t("none"),
    alt: (name) => t("alt", { name }),
    brand: t("brand"),
  };
}
