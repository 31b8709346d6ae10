// How the customer's summary shows an answered figure with its unit (issue 31, item 4).
import { describe, expect, it } from "vitest";
import { figureWithUnit, localizeUnit } from "@/lib/question-catalogue/unit";

describe("figureWithUnit", () => {
  it("gives a calendar unit its singular and the Swiss figure in every language", () => {
    expect(figureWithUnit("1", null, "anni", "it")).toBe("1\u00a0anno");
    expect(figureWithUnit("12", null, "anni", "it")).toBe("12\u00a0anni");
    expect(figureWithUnit("1", null, "ans", "fr")).toBe("1\u00a0an");
    expect(figureWithUnit("2,5", null, "ans", "fr")).toBe("2,5\u00a0ans");
    expect(figureWithUnit("1", null, "Jahre", "de")).toBe("1\u00a0Jahr");
    expect(figureWithUnit("1", null, "years", "en")).toBe("1\u00a0year");
  });

  it("leaves other units, prefixes and words as they stand", () => {
    expect(figureWithUnit("250000", "CHF", null, "de")).toBe("CHF 250000");
    expect(figureWithUnit("3", null, "Termine", "de")).toBe("3 Termine");
    expect(figureWithUnit("seit Jahren", null, "Jahre", "de")).toBe("seit Jahren Jahre");
    expect(figureWithUnit("", null, "anni", "it")).toBe("anni");
  });

  it("reads the unit in the page's language, German where it is missing", () => {
    const years = { de: "Jahre", en: "years", fr: "ans", it: "" };
    expect(localizeUnit(years, "fr")).toBe("ans");
    expect(localizeUnit(years, "it")).toBe("Jahre");
    expect(localizeUnit({ de: "", en: "", fr: "", it: "" }, "fr")).toBeNull();
  });
});
