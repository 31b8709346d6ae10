// Counts inside messages print in Swiss form (16’177) in every language, as everywhere else: ICU's
// own `#` would print the runtime's grouping (16.177 in German, 16 177 in French), so the messages
// that can show large counts print {countText} from countValues (lib/format).
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { countValues } from "@/lib/format";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it_ from "@/messages/it.json";

const CATALOGUES = { de, en, fr, it: it_ };

describe("counts in messages", () => {
  for (const [locale, messages] of Object.entries(CATALOGUES)) {
    it(`prints 16’177 and keeps the plural form (${locale})`, () => {
      const t = createTranslator({ locale, messages }) as unknown as (key: string, values: Record<string, unknown>) => string;
      for (const key of ["search.total", "consultantPage.ratingsCount", "reviews.all", "admin.moderation.total"]) {
        const many = t(key, countValues(16177, locale));
        expect(many, key).toContain("16’177");
        expect(many, key).not.toMatch(/16[.,\s]177/);
      }
      // The number still chooses the form: one rating, many ratings.
      expect(t("consultantPage.ratingsCount", countValues(1, locale))).not.toBe(
        t("consultantPage.ratingsCount", countValues(16177, locale)).replace("16’177", "1"),
      );
      expect(t("search.resultsNear", { ...countValues(2500, locale), place: "8001 Zürich", km: 10 })).toContain("2’500");
    });
  }
});
