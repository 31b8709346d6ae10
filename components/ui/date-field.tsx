"use client";

// A day in the Swiss form dd.MM.yyyy in every language, instead of the browser's date input (which
// shows the browser's own format, 07/21/1966 in a Chromium set to fr-CH, and is hard to use with a
// screen reader). A labelled text input with the number pad on phones and the format as its hint;
// what is typed is read on blur (parseSwissDate) and shown back in the Swiss form, or the
// `invalidText` is shown. The form receives the day as yyyy-mm-dd, what the API has always taken.
// Texts come translated from the caller (components/ui holds no message keys).
import { useState, type InputHTMLAttributes } from "react";
import { formatDate, parseSwissDate } from "@/lib/format";
import { Field, inputClass, type FieldProps, type WithRef } from "./field";

export type DateFieldProps = FieldProps &
  WithRef<HTMLInputElement> &
  Pick<InputHTMLAttributes<HTMLInputElement>, "name" | "disabled" | "autoComplete"> & {
    /** The day as yyyy-mm-dd; "" or null for none. Controlled: pass onValueChange too. */
    value?: string | null;
    /** The starting day of an uncontrolled field (a plain form sends the visible dd.MM.yyyy under `name`). */
    defaultValue?: string | null;
    /** yyyy-mm-dd when the text is a day, "" when it is empty, the raw text when it is no day (the schema refuses it). */
    onValueChange?: (value: string) => void;
    onBlur?: () => void;
    /** Shown when the text is no day: already in the page's language. */
    invalidText: string;
    /** The visible format, "TT.MM.JJJJ", as the placeholder. */
    placeholder?: string;
  };

const display = (iso: string | null | undefined) => (iso ? (parseSwissDate(iso) ? formatDate(iso) : iso) : "");

/** What the form holds for a text: the day, nothing, or the text itself so that validation refuses it. */
const valueOf = (text: string) => (text.trim() === "" ? "" : (parseSwissDate(text) ?? text));

export function DateField({
  value,
  defaultValue,
  onValueChange,
  onBlur,
  invalidText,
  placeholder,
  error,
  ref,
  name,
  disabled,
  autoComplete,
  ...field
}: DateFieldProps) {
  const [text, setText] = useState(() => display(value ?? defaultValue));
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (a reset, another record opened) replaces the text; the field's own
  // changes come back as the same value and leave the text as typed.
  const [seen, setSeen] = useState(value);
  if (value !== undefined && value !== seen) {
    setSeen(value);
    if ((value ?? "") !== valueOf(text)) setText(display(value));
  }
  return (
    <Field {...field} error={invalid ? invalidText : error}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          disabled={disabled}
          autoComplete={autoComplete ?? "off"}
          type="text"
          inputMode="numeric"
          placeholder={placeholder}
          maxLength={12}
          className={inputClass}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (invalid) setInvalid(false);
            // Read at once as well as on blur: Enter submits the form without leaving the field.
            onValueChange?.(valueOf(event.target.value));
          }}
          onBlur={() => {
            const day = parseSwissDate(text);
            if (day) setText(formatDate(day));
            setInvalid(text.trim() !== "" && !day);
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
