// A wide table scrolls inside its frame on a phone instead of widening the page, with a shadow at the
// edge that has more columns behind it (.scroll-cue in app/globals.css). `relative` keeps
// absolutely positioned content (sr-only labels in header cells) inside the scroller too: without
// it they are placed against the page and stretch it to the table's width. Header cells do not
// wrap (a column is as wide as its label); a sortable column's header is a link to the list sorted
// by it, so that sorting works without JavaScript and every order has its own URL.
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

export function TableFrame({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`scroll-cue relative max-w-full overflow-x-auto tile ${className}`}>{children}</div>;
}

/** The table inside a frame, with the product's header row (`quiet`: small grey capitals) and an optional caption for screen readers. */
export function Table({
  head,
  children,
  caption,
  quietHead = false,
  className = "",
}: {
  head: ReactNode;
  children: ReactNode;
  caption?: string;
  quietHead?: boolean;
  className?: string;
}) {
  return (
    <TableFrame className={className}>
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={quietHead ? "bg-brand-50 text-xs uppercase text-muted" : "bg-brand-50 text-ink"}>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

export function Th({ children, className = "" }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold ${className}`}>
      {children}
    </th>
  );
}

export type SortDirection = "ascending" | "descending";

/** A header that sorts: `direction` when the list is sorted by this column; `href` sorts by it (or turns the order round). */
export function SortHeader({ children, href, direction }: { children: ReactNode; href: string; direction: SortDirection | null }) {
  return (
    <th scope="col" aria-sort={direction ?? undefined} className="whitespace-nowrap px-3 py-2 font-semibold">
      <Link href={href} className="inline-flex min-h-11 items-center gap-1 text-brand-800 underline-offset-2 hover:underline md:min-h-0">
        {children}
        <span aria-hidden="true" className={direction ? "text-brand-700" : "text-brand-200"}>
          {direction === "descending" ? "▼" : "▲"}
        </span>
      </Link>
    </th>
  );
}
