// Page links of a query-string driven list (works without JavaScript; each page has its own URL).
import { getTranslations } from "next-intl/server";
import { rowsPerPage } from "@/lib/http/pagination";
import { Link } from "@/lib/i18n/navigation";

type Query = Record<string, string | string[] | undefined>;

export async function Pagination({
  pathname,
  query,
  page,
  pageSize,
  total,
  hash,
}: {
  pathname: string;
  query: Query;
  page: number;
  pageSize: number | "all";
  total: number;
  /** The list's anchor, so that a new page opens at the list rather than at the top of the page. */
  hash?: string;
}) {
  const t = await getTranslations("search");
  // "all" is capped (ALL_PAGE_CAP): past the cap it pages like any other size.
  const size = rowsPerPage(pageSize);
  if (total <= size) return null;
  const pages = Math.ceil(total / size);
  const around = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const list = [...around].sort((a, b) => a - b);
  const href = (p: number) => ({ pathname, hash, query: Object.fromEntries(Object.entries({ ...query, page: String(p) }).filter(([, v]) => v !== undefined)) as Record<string, string | string[]> });
  return (
    <nav aria-label={t("pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50" rel="prev">
              {t("previous")}
            </Link>
          </li>
        ) : null}
        {list.map((p, i) => (
          <li key={p} className="flex items-center">
            {i > 0 && p - list[i - 1] > 1 ? <span className="px-1 text-muted" aria-hidden="true">…</span> : null}
            <Link
              href={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={t("page", { page: p })}
              className={p === page ? "rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white" : "rounded-lg px-3 py-2 text-sm text-ink hover:bg-brand-50"}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50" rel="next">
              {t("next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}


/** A plain select of a GET form (the list's filter bar). */
export function SelectControl({ id, name, label, value, options }: { id: string; name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="mt-1 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
