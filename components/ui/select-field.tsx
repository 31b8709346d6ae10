// A labelled select (components/ui/field.tsx's Field around a <select>). A module of its own so that
// a page whose forms have no select does not load it.
import type { SelectHTMLAttributes } from "react";
import { Field, inputClass, split, type FieldProps, type WithRef } from "./field";

export type SelectOption = { value: string; label: string };

/** A select; its choices as `options` or as <option> children. */
export function SelectField({
  options,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & WithRef<HTMLSelectElement> & { options?: readonly SelectOption[] }) {
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
