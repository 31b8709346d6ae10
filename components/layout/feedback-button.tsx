"use client";

// The header's feedback button, on every page. The dialog with its form (Radix, react-hook-form,
// zod) is fetched when the visitor reaches for the button, so it costs no page its first load.
import { LazyDialogButton } from "@/components/ui/lazy-dialog";
import type { FeedbackDialogProps } from "./feedback-dialog";

const loadDialog = () => import("./feedback-dialog");

/** `messages` (picked on the server) are for the dialog, which brings its own provider. */
export function FeedbackButton({ label, ...dialogProps }: { label: string } & FeedbackDialogProps) {
  return (
    <LazyDialogButton
      load={loadDialog}
      dialogProps={dialogProps}
      className="min-h-11 rounded-full border border-brand-200 px-3 py-1.5 text-sm md:min-h-0 font-medium text-brand-700 hover:bg-brand-50"
    >
      {label}
    </LazyDialogButton>
  );
}
