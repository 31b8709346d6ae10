"use client";

// A strip that scrolls sideways (tabs, the administration's menu) brings its chosen entry into view:
// a tab opened by link (`?tab=invitations`) or a page at the end of the menu is not left behind the
// strip's right edge. Only the strip scrolls, never the page (scrollIntoView would move it too).
import { useEffect, type RefObject } from "react";

export function useScrollIntoStrip(strip: RefObject<HTMLElement | null>, selector: string, key: unknown) {
  useEffect(() => {
    const box = strip.current;
    const item = box?.querySelector<HTMLElement>(selector);
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    const boxRect = box.getBoundingClientRect();
    const itemRect = item.getBoundingClientRect();
    // Already wholly visible: leave the strip where the visitor put it.
    if (itemRect.left >= boxRect.left && itemRect.right <= boxRect.right) return;
    // Centred, so that the neighbours on both sides show and the strip visibly continues.
    box.scrollBy({ left: itemRect.left - boxRect.left - (boxRect.width - itemRect.width) / 2, behavior: "instant" });
  }, [strip, selector, key]);
}
