// The one way to send the six tracking events (docs/product-rules.md#data-protection). Without consent it does nothing:
// no queue, no cookie, no network. With consent it hands the event to the analytics script that
// components/public/analytics-script.tsx loads (window.beraterwahlAnalytics or a dataLayer).
import { readConsent } from "@/lib/consent";

export type TrackingEvent = "Register Account" | "Open Dashboard" | "Search" | "Sign In" | "Start Rate Consultant" | "Rate Consultant";

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  beraterwahlAnalytics?: { track: (event: string, properties?: Record<string, string | number>) => void };
};

/** Sends an event when the visitor consented to analytics; returns whether it was sent. */
export function track(event: TrackingEvent, properties: Record<string, string | number> = {}): boolean {
  if (typeof window === "undefined" || !readConsent().analytics) return false;
  const w = window as AnalyticsWindow;
  if (w.beraterwahlAnalytics) w.beraterwahlAnalytics.track(event, properties);
  else (w.dataLayer ??= []).push({ event, ...properties });
  return true;
}
