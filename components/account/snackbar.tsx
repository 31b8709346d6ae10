"use client";

// A transient status line at the bottom of the screen (spec: 'Saved' / 'There are items that
// require your attention'). role=status so screen readers announce it.
import { useEffect } from "react";

export type SnackbarState = { kind: "success" | "warning" | "error"; text: string } | null;

export function Snackbar({ state, onClose }: { state: SnackbarState; onClose: () => void }) {
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(onClose, 5000);
    return () => clearTimeout(timer);
  }, [state, onClose]);
  if (!state) return null;
  // One text colour per kind: white on amber fails WCAG contrast, so the warning is dark on amber.
  const color = state.kind === "success" ? "bg-brand-700 text-white" : state.kind === "warning" ? "bg-accent text-ink" : "bg-danger text-white";
  return (
    <div role="status" className={`fixed bottom-6 left-1/2 z-50 -translate-x-1/2 rounded-lg px-5 py-3 text-sm font-semibold shadow-lg ${color}`}>
      {state.text}
    </div>
  );
}
