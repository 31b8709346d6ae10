// Multi-select chips, two ways: ChipToggles are buttons with aria-pressed for a client form (topics
// and languages of a profile); ChipCheckboxes are native checkboxes styled as chips for a GET form
// that works without JavaScript (search filters). One look for both.
import type { ReactNode } from "react";
import { truncateChipLabel } from "@/lib/format/chip-label";
import { FieldError } from "./field";

const CHIP = "inline-flex min-h-11 items-center rounded-full border px-3 py-1.5 text-sm md:min-h-9";
const ON = "border-brand-600 bg-brand-600 text-white";
const OFF = "border-brand-200 bg-white text-ink hover:bg-brand-50";

function chipClass(on: boolean): string {
  return `${CHIP} ${on ? ON : OFF}`;
}

export type ChipOption<V extends string | number> = { value: V; label: string; highlight?: boolean };

export function ChipToggles<V extends string | number>({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  required = false,
}: {
  id: string;
  legend: ReactNode;
  options: readonly ChipOption<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | null;
  required?: boolean;
}) {
  const toggle = (value: V) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  // Highlighted options (the most used) come first, on a row of their own.
  const groups = [options.filter((o) => o.highlight), options.filter((o) => !o.highlight)].filter((g) => g.length > 0);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        {required ? " *" : null}
      </legend>
      {groups.map((group, i) => (
        <div key={i} className={`flex flex-wrap gap-2 ${i < groups.length - 1 ? "mb-3" : ""}`}>
          {group.map((o) => (
            <button
              key={String(o.value)}
              type="button"
              aria-pressed={selected.includes(o.value)}
              onClick={() => toggle(o.value)}
              className={chipClass(selected.includes(o.value))}
            >
              {o.label}
            </button>
          ))}
        </div>
      ))}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** Labels are cut at 20 characters, with the full text as title and for screen readers. */
export function ChipCheckboxes({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => {
          const short = truncateChipLabel(o.label);
          return (
            <label key={o.value} title={o.label} className="cursor-pointer">
              <input type="checkbox" name={name} value={o.value} defaultChecked={selected.includes(o.value)} className="peer sr-only" />
              <span
                className={`${CHIP} ${OFF} peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500`}
              >
                {short === o.label ? (
                  o.label
                ) : (
                  <>
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{o.label}</span>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
