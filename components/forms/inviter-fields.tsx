"use client";

// Who asks us to invite someone: the first two fields of both invitation dialogs. A function called
// in the dialog's own render, not a component: react-hook-form focuses the first failing field in
// the order the fields were registered, and these come first.
import { InputField } from "@/components/ui/field";
import type { BoundField } from "./bind-field";

export function inviterFields(field: (name: "name" | "email") => BoundField, t: (key: "yourName" | "yourEmail") => string) {
  return (
    <>
      <InputField label={t("yourName")} autoComplete="name" {...field("name")} />
      <InputField label={t("yourEmail")} type="email" autoComplete="email" {...field("email")} />
    </>
  );
}
