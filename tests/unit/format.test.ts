// Swiss formats in every locale (docs/product-rules.md#languages-addresses-and-formats; lib/format).
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDistance,
  formatLocale,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatRappen,
  formatRating,
} from "@/lib/format";
import { createTranslator } from "use-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it_ from "@/messages/it.json";

// 06:19 in Zurich (CET, UTC+1) on 24 November 2026.
const instant = new Date("2026-11-24T05:19:00Z");

// Amounts and thousands look the same in every language; the decimal mark is a comma only in French.
const numbers = (mark: "." | ",") => ({
  number: "16’177",
  decimal: `4${mark}6`,
  rating: `4${mark}0`,
  money: "CHF 475.00",
  big: "CHF 16’177.00",
  km: `3${mark}25`,
});

const cases = {
  de: { ...numbers("."), long: "24. November 2026", placeholder: "TT.MM.JJJJ", one: "1.0 von 5 Sternen" },
  en: { ...numbers("."), long: "24 November 2026", placeholder: "DD.MM.YYYY", one: "1.0 out of 5 stars" },
  fr: { ...numbers(","), long: "24 novembre 2026", placeholder: "JJ.MM.AAAA", one: "1,0 étoile sur 5" },
  it: { ...numbers("."), long: "24 novembre 2026", placeholder: "GG.MM.AAAA", one: "1.0 stella su 5" },
};
const messages = { de, en, fr, it: it_ };

describe.each(Object.entries(cases))("Swiss formats in %s", (locale, want) => {
  it("groups thousands with ’ and writes the locale's decimal mark", () => {
    expect(formatNumber(16177, locale)).toBe(want.number);
    expect(formatNumber(4.56, locale, { maximumFractionDigits: 1 })).toBe(want.decimal);
    expect(formatNumber(1234567, `${locale}-CH`)).toBe(`1’234’567`);
    expect(formatNumber(-12.5, locale, { maximumFractionDigits: 1, signDisplay: "always" })).toBe(want.decimal.includes(",") ? "-12,5" : "-12.5");
  });

  it("gives ratings exactly one decimal", () => {
    expect(formatRating(4, locale)).toBe(want.rating);
    expect(formatRating(4.56, locale)).toBe(want.decimal);
  });

  it("writes money the Swiss way", () => {
    expect(formatMoney(475, locale)).toBe(want.money);
    expect(formatMoney(16177, locale)).toBe(want.big);
    expect(formatRappen(1617700, locale, { whole: true })).toBe("CHF 16’177");
    expect(formatDistance(3.254, locale)).toBe(want.km);
  });

  it("writes numeric dates dd.MM.yyyy (HH:mm) in Swiss time, long dates in words", () => {
    expect(formatDate(instant)).toBe("24.11.2026");
    expect(formatDateTime(instant)).toBe("24.11.2026 06:19");
    // Late evening UTC is already the next day in Zurich; a calendar day stays that day.
    expect(formatDate(new Date("2026-06-30T22:30:00Z"))).toBe("01.07.2026");
    expect(formatDate("2026-04-12")).toBe("12.04.2026");
    expect(formatDayMonth("2026-04-02")).toBe("02.04.");
    expect(formatLongDate(instant, locale)).toBe(want.long);
    expect(formatLongDate("2026-04-12", `${locale}-CH`)).toContain("2026");
  });

  it("has the date inputs' placeholder and a singular star", () => {
    const t = createTranslator({ locale, messages: messages[locale as keyof typeof messages] });
    expect(t("common.datePlaceholder")).toBe(want.placeholder);
    expect(t("evaluation.card.stars", { value: formatRating(1, locale), count: 1 })).toBe(want.one);
    expect(t("evaluation.summary.stars", { value: formatRating(1, locale), count: 1 })).toBe(want.one);
  });
});

describe("formatLocale", () => {
  it("reduces tags to the four languages, German otherwise", () => {
    expect(formatLocale("fr-CH")).toBe("fr");
    expect(formatLocale("it")).toBe("it");
    expect(formatLocale("rm")).toBe("de");
  });
});
