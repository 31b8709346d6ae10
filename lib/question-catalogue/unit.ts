// A question's prefix or suffix (its unit: "CHF", "Jahre") as { de, en, fr, it }: the one way to read
// it. A unit missing in a language shows the German one, the language it was first written in
// (docs/product-rules.md, "The questionnaire and scoring"). Browser-safe.
import { allTexts, type AllTexts } from "@/lib/i18n/localize";

/** The unit in `locale`, else German, else null; a plain string (a snapshot from before 2026-11) as it is. */
export function localizeUnit(value: unknown, locale: string): string | null {
  if (typeof value === "string") return value.trim() || null;
  const texts = allTexts(value);
  return texts[locale as keyof AllTexts]?.trim() || texts.de.trim() || null;
}
