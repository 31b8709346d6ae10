"use client";

// A code snippet to paste into one's own website (the seal, the reviews widget): read-only, selected on
// focus, with a copy button that says "copied" for two seconds; `children` are further buttons beside it.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { inputClass, labelClass } from "@/components/ui/field";
import { CopyButton } from "@/components/account/copy-button";

export function CopyableSnippet({
  id,
  label,
  snippet,
  rows,
  copyLabel,
  children,
}: {
  id: string;
  label: string;
  snippet: string;
  rows: number;
  copyLabel: string;
  children?: ReactNode;
}) {
  const t = useTranslations("account.seal");
  return (
    <>
      <label htmlFor={id} className={`${labelClass} mt-4`}>
        {label}
      </label>
      <textarea id={id} readOnly rows={rows} className={`${inputClass} font-mono text-xs`} value={snippet} onFocus={(e) => e.currentTarget.select()} />
      <div className="mt-2 flex flex-wrap gap-3">
        <CopyButton text={snippet} label={copyLabel} copiedLabel={t("copied")} />
        {children}
      </div>
    </>
  );
}
