// The card's words in its language (messages namespace "qrCard"), outside any page request.
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";

export function cardTexts(locale: Locale): (key: "call" | "scan") => string {
  const t = serverTranslator(locale, "qrCard");
  return (key) => t(key);
}
