"use client";

// "Report" on a review, a consultant's comment or a profile, for any visitor (docs/product-rules.md#due-process):
// a plain button; the dialog's code loads only when a visitor reaches for it.
import { LazyDialogButton, type DialogIntl } from "@/components/ui/lazy-dialog";
import type { ReportTarget } from "./report-dialog";

const load = () => import("./report-dialog");

/** `intl`: the dialog's messages where no provider surrounds the button (components/forms/dialog-intl.ts). */
export function ReportButton({ target, label, className, intl }: { target: ReportTarget; label: string; className?: string; intl?: DialogIntl }) {
  return (
    <LazyDialogButton
      load={load}
      dialogProps={{ target }}
      intl={intl}
      className={className ?? "inline-flex min-h-6 items-center text-xs text-muted underline underline-offset-2 hover:text-brand-700"}
    >
      {label}
    </LazyDialogButton>
  );
}
