"use client";

// A dialog that slides in from the bottom (phone menus, short choices) or the side (a detail beside
// a list): the same Radix dialog as dialog.tsx (focus trap, Escape, focus return), another frame.
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { DialogHeader } from "./dialog";

export const SheetRoot = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;

const SIDES = {
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl",
  right: "inset-y-0 right-0 w-[min(100vw,36rem)] sm:rounded-l-2xl",
} as const;

export function SheetContent({
  title,
  description,
  closeLabel,
  side = "right",
  children,
}: {
  title: string;
  description?: string;
  closeLabel: string;
  side?: keyof typeof SIDES;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <RadixDialog.Content className={`fixed z-50 overflow-y-auto bg-white p-6 shadow-xl ${SIDES[side]}`}>
        <DialogHeader title={title} description={description} closeLabel={closeLabel} />
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
