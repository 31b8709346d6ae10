"use client";

// "Report" on a review, a consultant's comment or a profile, for any visitor (docs/product-rules.md#due-process):
// a plain button; the dialog's code loads only when a visitor reaches for it.
import { LazyDialogButton } from "@/components/ui/lazy-dialog";
import type { ReportTarget } from "./report-dialog";

const load = () => import("./report-dialog");

export function ReportButton({ target, label, className }: { target: ReportTarget; label: string; className?: string }) {
  return (
    <LazyDialogButton
      load={load}
      dialogProps={{ target }}
      className={className ?? "inline-flex min-h-6 items-center text-xs text-muted underline underline-offset-2 hover:text-brand-700"}
    >
      {label}
    </LazyDialogButton>
  );
}
