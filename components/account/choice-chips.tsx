"use client";

// Multi-select chips for consulting topics and languages (at least one of each, spec section 5).
import { chipClass } from "./form-styles";

export type ChoiceOption<V extends string | number> = { value: V; label: string; highlight?: boolean };

export function ChoiceChips<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
  error,
  id,
}: {
  legend: string;
  options: ChoiceOption<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | null;
  id: string;
}) {
  const toggle = (value: V) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  const highlighted = options.filter((o) => o.highlight);
  const rest = options.filter((o) => !o.highlight);
  const row = (list: ChoiceOption<V>[]) => (
    <div className="flex flex-wrap gap-2">
      {list.map((o) => (
        <button key={String(o.value)} type="button" aria-pressed={selected.includes(o.value)} onClick={() => toggle(o.value)} className={chipClass(selected.includes(o.value))}>
          {o.label}
        </button>
      ))}
    </div>
  );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend} *</legend>
      {highlighted.length ? <div className="mb-3">{row(highlighted)}</div> : null}
      {row(rest)}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
