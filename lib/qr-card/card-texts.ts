// The card's words in its language (messages namespace "qrCard"), outside any page request.
import { createTranslator } from "use-intl/core";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import type { Locale } from "@/lib/i18n/routing";

const CATALOGUES = { de, en, fr, it } as const;

export function cardTexts(locale: Locale): (key: "call" | "scan") => string {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: "qrCard" });
  return (key) => t(key);
}
