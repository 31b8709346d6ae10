"use client";

// Once per rendered result page: the "Search" tracking event (nothing without consent), and the results'
// beacon that counts the consultants' search appearances (POST /api/search/appearances, issue 32). The page
// may come from the page cache, so the count cannot happen where it renders. A prerendered page reports once
// it is shown. navigator.sendBeacon: no answer awaited, no cookie of ours set, nothing about the visitor sent.
import { useEffect } from "react";
import { track } from "@/lib/analytics/track";

/** `search`: the normalised query string of the search shown (lib/search/search-key.ts). */
export function TrackSearch({ type, total, search, shown }: { type: string; total: number; search: string; shown: number }) {
  useEffect(() => {
    track("Search", { type, total });
  }, [type, total]);
  useEffect(() => {
    if (shown === 0) return;
    const seen = () => navigator.sendBeacon?.(`/api/search/appearances?${search}`);
    const doc = document as Document & { prerendering?: boolean };
    if (!doc.prerendering) return void seen();
    document.addEventListener("prerenderingchange", seen, { once: true });
    return () => document.removeEventListener("prerenderingchange", seen);
  }, [search, shown]);
  return null;
}
