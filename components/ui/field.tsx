// Labelled form controls: label, hint, error and character counter around an input, with the ids
// wired (aria-describedby, aria-invalid) so that a screen reader announces the hint and what is
// wrong. The error is text already translated by the caller (components/ui holds no message keys;
// components/forms/use-error-text.ts turns schema keys into text). No hooks: works in server
// components; react-hook-form's register() spreads straight onto the control (React 19 passes ref).
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

// The looks are CSS classes in app/globals.css (`.field-input`, `.field-label`): short names in every
// page's HTML and bundle instead of the long utility strings.
export const inputClass = "field-input";
export const labelClass = "field-label";

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
export function split<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
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

function FieldLabel({
  htmlFor,
  required,
  optionalLabel,
  hidden,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  optionalLabel?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
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

export type WithRef<E> = { ref?: React.Ref<E> };

export function InputField(props: FieldProps & InputHTMLAttributes<HTMLInputElement> & WithRef<HTMLInputElement>) {
  const [field, input] = split(props);
  return <Field {...field}>{(control) => <input className={inputClass} {...control} {...input} />}</Field>;
}

export function TextareaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & WithRef<HTMLTextAreaElement>) {
  const [field, textarea] = split(props);
  return <Field {...field}>{(control) => <textarea rows={4} className={inputClass} {...control} {...textarea} />}</Field>;
}
