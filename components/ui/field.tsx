// Labelled form controls: label, hint, error and character counter around an input, with the ids
// wired (aria-describedby, aria-invalid) so that a screen reader announces the hint and what is
// wrong. The error is text already translated by the caller (components/ui holds no message keys;
// components/forms/use-error-text.ts turns schema keys into text). No hooks: works in server
// components; react-hook-form's register() spreads straight onto the control (React 19 passes ref).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-brand-200 bg-white px-3 py-2 text-base text-ink shadow-sm sm:text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-[invalid=true]:border-danger disabled:bg-brand-50 disabled:text-muted [&[readonly]]:bg-brand-50";
export const labelClass = "block text-sm font-medium text-ink";

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The counter's text ("120 / 1000 characters"), read out politely as it changes. */
  counter?: ReactNode;
  counterOver?: boolean;
  /** Adds " *" to the label (the product's mark of a required field). */
  required?: boolean;
  /** Shown as "(optional)" after the label. */
  optionalLabel?: string;
  labelHidden?: boolean;
  className?: string;
};

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

const FIELD_KEYS = ["id", "label", "hint", "error", "counter", "counterOver", "required", "optionalLabel", "labelHidden", "className"] as const;

/** Splits a field component's props into the Field's and the control's. */
function split<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    field[key] = rest[key];
    delete rest[key];
  }
  return [field as FieldProps, rest as Omit<P, keyof FieldProps>];
}

export function controlProps({ id, hint, error, counter }: Pick<FieldProps, "id" | "hint" | "error" | "counter">): ControlProps {
  const describedBy = [hint ? `${id}-hint` : "", counter ? `${id}-counter` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

export function FieldLabel({ htmlFor, required, optionalLabel, hidden, children }: { htmlFor?: string; required?: boolean; optionalLabel?: string; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={hidden ? "sr-only" : labelClass}>
      {children}
      {required ? " *" : null}
      {optionalLabel ? <span className="ml-1 font-normal text-muted">({optionalLabel})</span> : null}
    </label>
  );
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      {children}
    </p>
  );
}

export function Field({ children, ...field }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const { id, label, hint, error, counter, counterOver, required, optionalLabel, labelHidden, className } = field;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required} optionalLabel={optionalLabel} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <div className="mt-1">{children(controlProps(field))}</div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {counter ? (
        <p id={`${id}-counter`} aria-live="polite" className={`mt-1 text-right text-xs ${counterOver ? "text-danger" : "text-muted"}`}>
          {counter}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type WithRef<E> = { ref?: React.Ref<E> };

export function InputField(props: FieldProps & InputHTMLAttributes<HTMLInputElement> & WithRef<HTMLInputElement>) {
  const [field, input] = split(props);
  return <Field {...field}>{(control) => <input className={inputClass} {...control} {...input} />}</Field>;
}

export function TextareaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & WithRef<HTMLTextAreaElement>) {
  const [field, textarea] = split(props);
  return <Field {...field}>{(control) => <textarea rows={4} className={inputClass} {...control} {...textarea} />}</Field>;
}

export type SelectOption = { value: string; label: string };

/** A select; its choices as `options` or as <option> children. */
export function SelectField({ options, ...props }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & WithRef<HTMLSelectElement> & { options?: readonly SelectOption[] }) {
  const [field, { children, ...select }] = split(props);
  return (
    <Field {...field}>
      {(control) => (
        <select className={inputClass} {...control} {...select}>
          {options
            ? options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))
            : children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it (consent, "required", "active"). */
export function CheckboxField(props: Omit<FieldProps, "required" | "optionalLabel" | "counter" | "counterOver" | "labelHidden"> & Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & WithRef<HTMLInputElement>) {
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
