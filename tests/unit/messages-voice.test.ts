// One voice per language (docs/product-rules.md, "One voice per language"): German "Sie", French
// "vous", Italian "Lei", typographic apostrophes in French and Italian. A text in a second voice
// reads as a different author; the markers are whole words that only that voice uses.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const catalogue = (locale: string) => flatten(JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree);

/** Italian "voi" (and "tu") forms; participles that look alike ("verificate", "trovate", "selezionate") are left out. */
const ITALIAN_SECOND_VOICE = [
  "voi",
  "vostro",
  "vostra",
  "vostri",
  "vostre",
  "avete",
  "potete",
  "siete",
  "dovete",
  "volete",
  "sapete",
  "ricevete",
  "riceverete",
  "inserite",
  "cercate",
  "scegliete",
  "condividete",
  "riprovate",
  "attendete",
  "appartenete",
  "proseguite",
  "registratevi",
  "contattateci",
  "valutatemi",
  "valutarvi",
  "tuo",
  "tua",
  "tuoi",
  "tue",
];
/** German "du"/"ihr" forms ("ihr" alone is also "her", so it is not a marker). */
const GERMAN_SECOND_VOICE = ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines", "euch", "euer", "eure", "euren", "eurem", "eurer"];

/** The marker words of `text`, split on everything that is not a letter (no regular expression over the text's words). */
function markersIn(text: string, markers: readonly string[]): string[] {
  const set = new Set(markers);
  return text
    .toLowerCase()
    .split(/\P{L}+/u)
    .filter((word) => set.has(word));
}

/**
 * Straight apostrophes between two letters ("l'adresse"). ICU's own quoting is an apostrophe next to
 * a brace, "#", "|" or another apostrophe, never between letters, so it is not caught.
 */
function straightApostrophes(text: string): number {
  let found = 0;
  for (let i = 1; i < text.length - 1; i++) {
    if (text[i] === "'" && /\p{L}/u.test(text[i - 1]!) && /\p{L}/u.test(text[i + 1]!)) found++;
  }
  return found;
}

describe("one voice per language", () => {
  it("Italian addresses the reader with Lei, never voi or tu", () => {
    const found = catalogue("it").filter(([, text]) => markersIn(text, ITALIAN_SECOND_VOICE).length > 0);
    expect(found).toEqual([]);
  });

  it("German addresses the reader with Sie, never du or ihr", () => {
    const found = catalogue("de").filter(([, text]) => markersIn(text, GERMAN_SECOND_VOICE).length > 0);
    expect(found).toEqual([]);
  });

  it.each(["fr", "it"])("%s writes the typographic apostrophe ’ between letters", (locale) => {
    const found = catalogue(locale).filter(([, text]) => straightApostrophes(text) > 0);
    expect(found).toEqual([]);
  });

  it("finds the markers it is meant to find", () => {
    expect(markersIn("Inserite il vostro NPA", ITALIAN_SECOND_VOICE)).toEqual(["inserite", "vostro"]);
    expect(markersIn("Le valutazioni verificate e trovate", ITALIAN_SECOND_VOICE)).toEqual([]);
    expect(markersIn("Hast du deine Daten?", GERMAN_SECOND_VOICE)).toEqual(["du", "deine"]);
    expect(straightApostrophes("L'adresse de l’équipe")).toBe(1);
    expect(straightApostrophes("'{count}' et ''")).toBe(0);
  });
});
