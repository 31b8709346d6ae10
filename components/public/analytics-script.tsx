"use client";

// Loads the analytics script (ANALYTICS_SCRIPT_URL) only once the visitor accepted analytics
// (revFADP, docs/product-rules.md#data-protection). Until then nothing is requested and no <script> element exists.
import { useEffect, useState } from "react";
import { readConsent, type Consent } from "@/lib/consent";

export function AnalyticsScript({ src }: { src: string | null }) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    if (!src) return;
    // Consent lives in localStorage, which only exists in the browser: read it after hydration.
    const initial = readConsent().analytics;
    if (initial) queueMicrotask(() => setAllowed(true));
    const onConsent = (event: Event) => setAllowed((event as CustomEvent<Consent>).detail.analytics);
    window.addEventListener("beraterwahl:consent", onConsent);
    return () => window.removeEventListener("beraterwahl:consent", onConsent);
  }, [src]);

  useEffect(() => {
    if (!allowed || !src || document.querySelector(`script[data-analytics]`)) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.analytics = "true";
    document.head.appendChild(script);
  }, [allowed, src]);

  return null;
}
