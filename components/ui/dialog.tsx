"use client";

// The one dialog of the product: Radix (focus trap, Escape, focus return) with our styling.
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogContent({
  title,
  description,
  closeLabel,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: string;
  closeLabel: string;
  /** For dialogs opened without a Radix trigger (lazy-dialog.tsx): where focus goes back on close. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <RadixDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <DialogHeader title={title} description={description} closeLabel={closeLabel} />
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Title, close button and description of a dialog or sheet (sheet.tsx): one look for both. */
export function DialogHeader({ title, description, closeLabel }: { title: string; description?: string; closeLabel: string }) {
  return (
    <>
      <div className="mb-4 flex items-start justify-between gap-4">
        <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
        <RadixDialog.Close
          className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-muted hover:bg-brand-50"
          aria-label={closeLabel}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RadixDialog.Close>
      </div>
      {description ? (
        <RadixDialog.Description className="mb-4 text-sm text-muted">{description}</RadixDialog.Description>
      ) : (
        <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
      )}
    </>
  );
}
