// Page links of a query-string driven list (works without JavaScript; each page has its own URL).
// The labels come from the caller (components/public/pagination-labels.ts): the kit holds no message keys.
import { rowsPerPage } from "@/lib/http/pagination";
import { Link } from "@/lib/i18n/navigation";

type Query = Record<string, string | string[] | undefined>;

export type PaginationLabels = { navigation: string; previous: string; next: string; page: (page: number) => string };

const LINK = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm";

export function Pagination({
  pathname,
  query,
  page,
  pageSize,
  total,
  hash,
  labels,
}: {
  pathname: string;
  query: Query;
  page: number;
  pageSize: number | "all";
  total: number;
  /** The list's anchor, so that a new page opens at the list rather than at the top of the page. */
  hash?: string;
  labels: PaginationLabels;
}) {
  // "all" is capped (ALL_PAGE_CAP): past the cap it pages like any other size.
  const size = rowsPerPage(pageSize);
  if (total <= size) return null;
  const pages = Math.ceil(total / size);
  const around = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const list = [...around].sort((a, b) => a - b);
  const href = (p: number) => ({
    pathname,
    hash,
    query: Object.fromEntries(Object.entries({ ...query, page: String(p) }).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>,
  });
  return (
    <nav aria-label={labels.navigation} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} className={`${LINK} font-medium text-brand-700 hover:bg-brand-50`} rel="prev">
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {list.map((p, i) => (
          <li key={p} className="flex items-center">
            {i > 0 && p - list[i - 1]! > 1 ? (
              <span className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              href={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={labels.page(p)}
              className={p === page ? `${LINK} bg-brand-600 font-semibold text-white` : `${LINK} text-ink hover:bg-brand-50`}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} className={`${LINK} font-medium text-brand-700 hover:bg-brand-50`} rel="next">
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
