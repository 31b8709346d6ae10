"use client";

// Who asks us to invite someone: the first two fields of both invitation dialogs.
import { useTranslations } from "next-intl";
import { InputField } from "@/components/ui/field";
import type { BoundField } from "./bind-field";

export function InviterFields({ field }: { field: (name: "name" | "email") => BoundField }) {
  const t = useTranslations("invite");
  return (
    <>
      <InputField label={t("yourName")} autoComplete="name" {...field("name")} />
      <InputField label={t("yourEmail")} type="email" autoComplete="email" {...field("email")} />
    </>
  );
}
