// The seal's few words in the language of ?lang= (messages namespace "seal"), outside any page
// request: lib/i18n/translator.ts, like the e-mails.
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";

export type SealTexts = {
  ratings: (count: number, formatted: string) => string;
  none: string;
  /** A profile that shows no figures (unclaimed, a deleted account's): as its page, no stars. */
  notPublic: string;
  /** How many of the counted ratings Beraterwahl itself checked: the only ✓ on the seal. */
  checked: (count: number, formatted: string) => string;
  alt: (name: string) => string;
  brand: string;
};

export function sealTexts(locale: Locale): SealTexts {
  const t = serverTranslator(locale, "seal");
  return {
    ratings: (count, formatted) => t("ratings", { count, formatted }),
    none: t("none"),
    notPublic: t("profile.notPublic"),
    checked: (count, formatted) => t("profile.checked", { count, formatted }),
    alt: (name) => t("alt", { name }),
    brand: t("brand"),
  };
}
