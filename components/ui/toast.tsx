"use client";

// The one transient message of the product ('Saved', 'There are items that require your
// attention', 'Could not save'): bottom of the screen, gone after five seconds. Success is a status
// (announced politely); a warning or an error asks for action and is an alert.
import { useCallback, useEffect, useState } from "react";

type ToastKind = "success" | "warning" | "error";
export type ToastMessage = { kind: ToastKind; text: string; at: number } | null;
export type ShowToast = (kind: ToastKind, text: string) => void;

export function useToast(): { message: ToastMessage; show: ShowToast; close: () => void } {
  const [message, setMessage] = useState<ToastMessage>(null);
  // `at` makes the same text shown twice a new message (the timer starts again).
  const show = useCallback<ShowToast>((kind, text) => setMessage({ kind, text, at: Date.now() }), []);
  const close = useCallback(() => setMessage(null), []);
  return { message, show, close };
}

// One text colour per kind: white on amber fails WCAG contrast, so the warning is dark on amber.
const COLORS = { success: "bg-brand-700 text-white", warning: "bg-accent text-ink", error: "bg-danger text-white" } as const;

export function Toast({ message, onClose }: { message: ToastMessage; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, 5000);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <div
      key={message.at}
      role={message.kind === "success" ? "status" : "alert"}
      className={`fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg px-5 py-3 text-center text-sm font-semibold shadow-lg sm:bottom-6 ${COLORS[message.kind]}`}
    >
      {message.text}
    </div>
  );
}
