// A question's prefix or suffix (its unit: "CHF", "Jahre") as { de, en, fr, it }: the one way to read
// it. A unit missing in a language shows the German one, the language it was first written in
// (docs/product-rules.md, "The questionnaire and scoring"). Browser-safe.
import { formatLocale, formatNumber } from "@/lib/format";
import { allTexts, type AllTexts } from "@/lib/i18n/localize";

/** The unit in `locale`, else German, else null; a plain string (a snapshot from before 2026-11) as it is. */
export function localizeUnit(value: unknown, locale: string): string | null {
  if (typeof value === "string") return value.trim() || null;
  const texts = allTexts(value);
  return texts[locale as keyof AllTexts]?.trim() || texts.de.trim() || null;
}

/** The plural units whose singular Intl knows ("1 anno", not "1 anni"), by their word in any of the four languages. */
const CALENDAR_UNITS: Record<string, "year" | "month" | "week" | "day" | "hour"> = {
  jahre: "year",
  years: "year",
  ans: "year",
  anni: "year",
  monate: "month",
  months: "month",
  mois: "month",
  mesi: "month",
  wochen: "week",
  weeks: "week",
  semaines: "week",
  settimane: "week",
  tage: "day",
  days: "day",
  jours: "day",
  giorni: "day",
  stunden: "hour",
  hours: "hour",
  heures: "hour",
  ore: "hour",
};

/**
 * An answered figure with its unit, as the summary shows it: "12 ans", and "1 an" rather than "1 ans"
 * where the unit is one of the calendar units; otherwise prefix, figure and suffix as they stand.
 */
export function figureWithUnit(text: string | null, prefix: string | null, suffix: string | null, locale: string): string {
  const figure = (text ?? "").trim();
  const unit = suffix ? CALENDAR_UNITS[suffix.trim().toLowerCase()] : undefined;
  const value = Number(figure.replace(",", "."));
  if (unit && !prefix && figure !== "" && Number.isFinite(value)) {
    const parts = new Intl.NumberFormat(`${formatLocale(locale)}-CH`, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 2 }).formatToParts(
      value,
    );
    const number = formatNumber(value, locale, { maximumFractionDigits: 2 });
    // The words from Intl, the figure in the Swiss form of lib/format (16’177; 2.5, 2,5 in French).
    let placed = false;
    return parts
      .map((part) => {
        // A no-break space in every language: a figure and its unit stay on one line.
        if (part.type === "literal") return part.value.trim() === "" ? "\u00a0" : part.value;
        if (part.type === "unit") return part.value;
        if (placed) return "";
        placed = true;
        return number;
      })
      .join("");
  }
  return [prefix, figure, suffix].filter(Boolean).join(" ");
}
