"use client";

// A choice of one of the product's four languages, each named in its own words (for the QR card,
// the rating seal and invitations: the language of what the consultant hands out).
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import { locales, type Locale } from "@/lib/i18n/routing";

export function LocaleSelect({ id, label, value, onChange }: { id: string; label: string; value: Locale; onChange: (locale: Locale) => void }) {
  const tl = useTranslations("languageSwitch");
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Locale)}
      options={locales.map((l) => ({ value: l, label: tl(`names.${l}`) }))}
    />
  );
}
