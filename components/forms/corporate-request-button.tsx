"use client";

// The button that opens the corporate request; the page styles it (buttonClass, on the server). One module
// per dialog button, so that a page loads only its own button and dialog loader. The dialog (Radix,
// react-hook-form, zod and its schema) is fetched when the visitor reaches for the button.
import { LazyDialogButton } from "@/components/ui/lazy-dialog";

const load = () => import("./corporate-request-dialog");

export function CorporateRequestButton({ label, className }: { label: string; className: string }) {
  return (
    <LazyDialogButton load={load} dialogProps={{}} className={className}>
      {label}
    </LazyDialogButton>
  );
}
