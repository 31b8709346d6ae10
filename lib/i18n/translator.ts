// Texts outside a page request (e-mails, API problems, the seal, the QR card): next-intl's
// translator core over messages/<locale>.json. A key missing in the locale falls back to English,
// like the pages (lib/i18n/request.ts), never to a raw key. use-intl/core is next-intl's own
// dependency; importing it directly keeps React out, so CLI jobs (react-server condition) load it.
import "server-only";
import { createTranslator } from "use-intl/core";
import { fallbackLocale, type Locale } from "@/lib/i18n/routing";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";

const CATALOGUES: Record<Locale, Record<string, unknown>> = { de, en, fr, it };

/** Keys are composed at run time (topics, purposes, validation keys), so the typed key union cannot help here. */
export type Translator = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

// Built once per language and namespace: creating a translator is far dearer than using it, and a
// send of 500 invitations asks for one per message.
const translators = new Map<string, Translator>();

/** The translator of `namespace` (or of the whole catalogue) in `locale`, with the English fallback. */
export function serverTranslator(locale: Locale, namespace?: string): Translator {
  const cacheKey = `${locale}:${namespace ?? ""}`;
  let translator = translators.get(cacheKey);
  if (!translator) {
    // `as never`: the catalogues' typed key unions do not fit a namespace chosen at run time.
    const primary = createTranslator({ locale, messages: CATALOGUES[locale], namespace } as never) as unknown as Translator;
    const fallback = createTranslator({ locale: fallbackLocale, messages: CATALOGUES[fallbackLocale], namespace } as never) as unknown as Translator;
    const t = ((key, values) => (primary.has(key) ? primary(key, values) : fallback(key, values))) as Translator;
    t.has = (key) => primary.has(key) || fallback.has(key);
    translator = t;
    translators.set(cacheKey, translator);
  }
  return translator;
}
