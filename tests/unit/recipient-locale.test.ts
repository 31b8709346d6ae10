// Which of the product's four languages a mail, a seal or a link is written in, from what a client or a
// stored record says.
import { describe, expect, it } from "vitest";
import { toLocale } from "@/lib/i18n/locales";
import { preferredEmailLocale } from "@/lib/email/translator";

describe("toLocale", () => {
  it("reads a language tag in any case, with or without a region", () => {
    expect(toLocale("fr")).toBe("fr");
    expect(toLocale("IT")).toBe("it");
    expect(toLocale("fr-CH")).toBe("fr");
    expect(toLocale("en_GB")).toBe("en");
  });

  it("falls back to German for anything else", () => {
    expect(toLocale("rm")).toBe("de");
    expect(toLocale("")).toBe("de");
    expect(toLocale(null)).toBe("de");
    expect(toLocale(undefined)).toBe("de");
  });
});

describe("preferredEmailLocale", () => {
  it("takes the consultant's first spoken language the product speaks", () => {
    expect(preferredEmailLocale(["es", "it", "fr"], "en")).toBe("it");
  });

  it("else the language of the page that caused the mail, else German", () => {
    expect(preferredEmailLocale(["es", "pt"], "fr")).toBe("fr");
    expect(preferredEmailLocale(["es"], "fr-CH")).toBe("fr");
    expect(preferredEmailLocale(["es"])).toBe("de");
    expect(preferredEmailLocale([], null)).toBe("de");
  });
});
