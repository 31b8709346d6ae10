// Long words in names and titles carry soft hyphens, so that a browser without a hyphenation dictionary
// breaks "Vermögensverwaltung" at a syllable with a hyphen rather than cutting "Vermögensverwaltun|g".
import { describe, expect, it } from "vitest";
import { hyphenate } from "@/lib/i18n/hyphenate";

const shown = (text: string) => text.replaceAll("\u00ad", "|");

describe("hyphenate", () => {
  it("breaks long words at syllables by the page's language and leaves short ones alone", () => {
    expect(shown(hyphenate("Meyer Vermögensverwaltung AG", "de"))).toBe("Meyer Ver|mö|gens|ver|wal|tung AG");
    expect(shown(hyphenate("Keine Bewertungseinladungen mehr erhalten?", "de"))).toContain("Be|wer|tungs|ein|la|dun|gen");
    expect(shown(hyphenate("Amministrazione patrimoniale", "it"))).toBe("Am|mi|ni|stra|zio|ne pa|tri|mo|nia|le");
    expect(shown(hyphenate("Intermédiaires", "fr"))).toBe("In|ter|mé|diaires");
  });

  it("never touches record numbers, e-mail or web addresses", () => {
    for (const text of ["C-000002", "lukas.brunner@alpenfinanz.ch", "https://beraterwahl.ch/consultants"]) {
      expect(hyphenate(text, "de")).toBe(text);
    }
  });

  it("reads as the same text once the soft hyphens are taken out", () => {
    const name = "Thur Versicherungsbroker AG";
    expect(hyphenate(name, "fr").replaceAll("\u00ad", "")).toBe(name);
  });
});
