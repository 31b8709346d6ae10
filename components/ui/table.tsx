// A wide table scrolls inside its frame on a phone instead of widening the page. `relative` keeps
// absolutely positioned content (sr-only labels in header cells) inside the scroller too: without
// it they are placed against the page and stretch it to the table's width. Header cells do not
// wrap (a column is as wide as its label).
import type { ReactNode } from "react";

export function TableFrame({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`relative max-w-full overflow-x-auto rounded-xl border border-brand-100 bg-white ${className}`}>{children}</div>;
}

/** The table inside a frame, with the product's header row. */
export function Table({ head, children, className = "" }: { head: ReactNode; children: ReactNode; className?: string }) {
  return (
    <TableFrame className={className}>
      <table className="w-full text-left text-sm">
        <thead className="bg-brand-50 text-ink">
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
