"use client";

// A choice of one of the product's four languages, each named in its own words (for the QR card,
// the rating seal and invitations: the language of what the consultant hands out).
import { useTranslations } from "next-intl";
import { inputClass, labelClass } from "@/components/ui/field";
import { locales, type Locale } from "@/lib/i18n/routing";

export function LocaleSelect({ id, label, value, onChange }: { id: string; label: string; value: Locale; onChange: (locale: Locale) => void }) {
  const tl = useTranslations("languageSwitch");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        {locales.map((l) => (
          <option key={l} value={l}>
            {tl(`names.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
