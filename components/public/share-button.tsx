"use client";

// Shares the page through the Web Share API; rendered only where the browser supports it (spec).
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

export function ShareButton({ title, text, label }: { title: string; text: string; label: string }) {
  const supported = useSyncExternalStore(subscribe, canShare, () => false);
  if (!supported) return null;
  return (
    <button
      type="button"
      className="rounded-lg border border-brand-200 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      onClick={() => {
        // A cancelled share rejects; nothing to report.
        navigator.share({ title, text, url: window.location.href }).catch(() => {});
      }}
    >
      {label}
    </button>
  );
}
