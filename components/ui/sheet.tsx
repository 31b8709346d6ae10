"use client";

// A dialog that slides in from the bottom (phone menus, short choices) or the side (a detail beside
// a list): the same Radix dialog as dialog.tsx (focus trap, Escape, focus return), another frame.
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export const SheetRoot = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;

const SIDES = {
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl",
  right: "inset-y-0 right-0 w-[min(100vw,36rem)] sm:rounded-l-2xl",
} as const;

export function SheetContent({ title, description, closeLabel, side = "right", children }: { title: string; description?: string; closeLabel: string; side?: keyof typeof SIDES; children: ReactNode }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <RadixDialog.Content className={`fixed z-50 overflow-y-auto bg-white p-6 shadow-xl ${SIDES[side]}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
          <RadixDialog.Close className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-muted hover:bg-brand-50" aria-label={closeLabel}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </div>
        {description ? <RadixDialog.Description className="mb-4 text-sm text-muted">{description}</RadixDialog.Description> : <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
