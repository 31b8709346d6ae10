// A wide table scrolls inside its frame on a phone instead of widening the page. `relative` keeps
// absolutely positioned content (sr-only labels in header cells) inside the scroller too: without
// it they are placed against the page and stretch it to the table's width.
import type { ReactNode } from "react";

export function TableFrame({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`relative max-w-full overflow-x-auto rounded-xl border border-brand-100 bg-white ${className}`}>{children}</div>;
}
