"use client";

// The insights' beacon (issue 32, docs/product-rules.md#insights): the cached page reports one event when a
// person sees it (a prerendered page only once it is shown), and with `clicks` each click on a link or
// button inside an element marked data-insight="phoneClick|emailClick|websiteClick|bookingClick".
// navigator.sendBeacon: no answer awaited, no cookie of ours set, nothing about the visitor sent.
import { useEffect } from "react";
import type { BeaconEvent } from "@/lib/insights/kinds";

export function InsightBeacon({ consultantId, event = "profileView", clicks = false }: { consultantId: number; event?: BeaconEvent; clicks?: boolean }) {
  useEffect(() => {
    const send = (kind: string) => navigator.sendBeacon?.(`/api/consultant/${consultantId}/view?event=${encodeURIComponent(kind)}`);
    const seen = () => send(event);
    const doc = document as Document & { prerendering?: boolean };
    if (doc.prerendering) document.addEventListener("prerenderingchange", seen, { once: true });
    else seen();
    if (!clicks) return () => document.removeEventListener("prerenderingchange", seen);
    const onClick = (e: MouseEvent) => {
      const control = e.target instanceof Element ? e.target.closest("a, button") : null;
      const kind = control?.closest("[data-insight]")?.getAttribute("data-insight");
      if (kind) send(kind);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("prerenderingchange", seen);
      document.removeEventListener("click", onClick, true);
    };
  }, [consultantId, event, clicks]);
  return null;
}
