import "server-only";
// Soft hyphens (U+00AD) in the long words of a name or title shown in a narrow box (a card, a heading on
// a phone). `hyphens: auto` (app/globals.css) needs the browser's dictionary for the language, and
// Chromium on Linux has none until it downloads one: there "Meyer Vermögensverwaltung AG" was cut as
// "Vermögensverwaltun|g" without a hyphen. With soft hyphens every browser breaks at a syllable and
// shows the hyphen, and only where the line ends (they are invisible otherwise, and neither copied nor
// read out). Server-side only: the patterns are large (German 0.7 MB).
import de from "hyphen/de";
import en from "hyphen/en";
import fr from "hyphen/fr";
import it from "hyphen/it";
import type { Locale } from "./locales";

const HYPHENATORS: Record<Locale, (text: string, options?: { minWordLength?: number }) => string> = {
  de: de.hyphenateSync,
  en: en.hyphenateSync,
  fr: fr.hyphenateSync,
  it: it.hyphenateSync,
};

/** Words shorter than this fit any box they are shown in. */
const MIN_WORD_LENGTH = 10;

/** The text with soft hyphens in its long words, by the rules of `locale`. Pieces with digits, "@",
 * "/" or "." (record numbers, e-mail addresses, web addresses) stay as they are. */
export function hyphenate(text: string, locale: string): string {
  const hyphenateWord = HYPHENATORS[locale as Locale] ?? HYPHENATORS.de;
  return text
    .split(" ")
    .map((word) => (word.length < MIN_WORD_LENGTH || /[\d@/.]/.test(word) ? word : hyphenateWord(word, { minWordLength: MIN_WORD_LENGTH })))
    .join(" ");
}
