// Choices: a checkbox with its label, radio buttons under a legend, and several checkboxes under one
// legend. Apart from field.tsx so that a form with text fields only does not carry them.
import type { InputHTMLAttributes, ReactNode } from "react";
import { controlProps, FieldError, FieldHint, labelClass, split, type FieldProps, type WithRef } from "./field";

/** A checkbox with its label beside it (consent, "required", "active"). */
export function CheckboxField(
  props: Omit<FieldProps, "required" | "optionalLabel" | "counter" | "counterOver" | "labelHidden"> &
    Omit<InputHTMLAttributes<HTMLInputElement>, "type"> &
    WithRef<HTMLInputElement>,
) {
  const [field, input] = split(props);
  const { id, label, hint, error, className } = field;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600" {...controlProps(field)} {...input} />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export type RadioOption = { value: string; label: ReactNode };

/**
 * Radio buttons under a legend. Controlled (`value` + `onValueChange`) or, with `registration`,
 * react-hook-form's register() spread on every radio.
 */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onValueChange,
  onBlur,
  registration,
  error,
  hint,
  layout = "row",
}: {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value?: string | null;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  registration?: InputHTMLAttributes<HTMLInputElement> & WithRef<HTMLInputElement>;
  error?: string | null;
  hint?: ReactNode;
  layout?: "row" | "column";
}) {
  const described = controlProps({ id, hint, error })["aria-describedby"];
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={`mt-1 ${layout === "row" ? "flex flex-wrap gap-x-5" : "flex flex-col"}`}>
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={o.value}
              className="h-5 w-5 shrink-0 accent-brand-600"
              {...(registration ?? { checked: value === o.value, onChange: () => onValueChange?.(o.value), onBlur })}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** Several checkboxes under one legend with one error (topics of a rating). Controlled. */
export function CheckboxGroup<V extends string | number>({
  id,
  name,
  legend,
  options,
  selected,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  onBlur?: () => void;
  error?: string | null;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {options.map((o) => {
          const checked = selected.includes(o.value);
          return (
            <label key={String(o.value)} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name={name}
                value={String(o.value)}
                checked={checked}
                onBlur={onBlur}
                onChange={() => onChange(checked ? selected.filter((v) => v !== o.value) : [...selected, o.value])}
                className="h-5 w-5 shrink-0 accent-brand-600"
              />
              {o.label}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
