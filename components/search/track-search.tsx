"use client";

// Sends the "Search" tracking event once per rendered result page (nothing without consent).
import { useEffect } from "react";
import { track } from "@/lib/analytics/track";

export function TrackSearch({ type, total }: { type: string; total: number }) {
  useEffect(() => {
    track("Search", { type, total });
  }, [type, total]);
  return null;
}
