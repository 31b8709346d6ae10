"use client";

// The header's feedback button, on every page. The dialog with its form (Radix, react-hook-form,
// zod) is fetched when the visitor reaches for the button, so it costs no page its first load.
import { LazyDialogButton } from "@/components/ui/lazy-dialog";

const loadDialog = () => import("./feedback-dialog");

export function FeedbackButton({ label }: { label: string }) {
  return (
    <LazyDialogButton
      load={loadDialog}
      dialogProps={{}}
      className="min-h-11 rounded-full border border-brand-200 px-3 py-1.5 text-sm md:min-h-0 font-medium text-brand-700 hover:bg-brand-50"
    >
      {label}
    </LazyDialogButton>
  );
}
