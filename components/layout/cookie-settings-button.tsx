"use client";

// "Cookie settings" in the footer: reopens the cookie dialog (cookie-notice.tsx).
import { OPEN_SETTINGS_EVENT } from "@/lib/consent";

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="text-left hover:underline" onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
