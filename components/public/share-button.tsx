"use client";

// Shares the page through the Web Share API; rendered only where the browser supports it (docs/product-rules.md#public-pages).
import { buttonClass } from "@/components/ui/button";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

export function ShareButton({ title, text, label }: { title: string; text: string; label: string }) {
  const supported = useSyncExternalStore(subscribe, canShare, () => false);
  if (!supported) return null;
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", size: "lg" })}
      onClick={() => {
        // A cancelled share rejects; nothing to report.
        navigator.share({ title, text, url: window.location.href }).catch(() => {});
      }}
    >
      {label}
    </button>
  );
}
