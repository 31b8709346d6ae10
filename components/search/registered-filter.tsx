// "Registered advisers only": one chip (a native checkbox, no JavaScript) in the search forms and the
// consultants grid, sent as registered=true. Only profiles with a register badge match. Styled like
// the topic chips, but never shortened: the whole condition is the label.
import { getTranslations } from "next-intl/server";

export async function RegisteredFilter({ checked }: { checked: boolean }) {
  const t = await getTranslations("registers");
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t("filterLegend")}</legend>
      <label className="mt-2 inline-block cursor-pointer">
        <input type="checkbox" name="registered" value="true" defaultChecked={checked} className="peer sr-only" />
        <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-ink peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
            <path d="M9 12l2 2 4-4" />
          </svg>
          {t("filterLabel")}
        </span>
      </label>
    </fieldset>
  );
}
