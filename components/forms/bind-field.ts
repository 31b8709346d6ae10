"use client";

// Connects a react-hook-form field to a kit field (components/ui/field.tsx): id, the translated
// error and register()'s name/onChange/onBlur/ref, so a form writes
// <InputField label={…} {...field("city")} /> and never wires aria-invalid by hand.
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import { useErrorText } from "./use-error-text";

export type BoundField = ReturnType<UseFormRegister<FieldValues>> & { id: string; error: string | null };

export function useBindField<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>, prefix: string) {
  const errorText = useErrorText();
  return (name: Path<T>, values?: Record<string, string | number>): BoundField => ({
    id: `${prefix}-${name.replace(/\./g, "-")}`,
    error: errorText((get(errors, name) as { message?: string } | undefined)?.message, values),
    ...register(name),
  });
}
