// The administration lists' controls, without client JavaScript: search, postal-code multi-select and
// state filter are one GET form, page sizes and pages are links. The database does the filtering
// (the page passes the query string to the services), so the URL is the whole list state.
import { buttonClass } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { formatNumber } from "@/lib/format";
import type { ListState } from "@/lib/records/list-query";

/** A list URL with some of its parameters changed; changing a filter goes back to page 1. */
export function listHref(path: string, state: ListState, change: Partial<ListState> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const code of next.postalCode) params.append("postalCode", code);
  for (const s of next.state) params.append("state", s);
  if (next.registered) params.set("registered", "true");
  if (next.sort && next.sort !== "name") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  params.set("pageSize", String(next.pageSize));
  return `${path}?${params}`;
}

const inputClass = "min-h-11 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-none";

export async function ListFilters({
  path,
  state,
  states,
  registeredFilter = false,
}: {
  /** The list page's path without locale (the Link/form target). */
  path: string;
  state: ListState;
  /** The consultant list's state filter: value and label. */
  states?: readonly { value: string; label: string }[];
  /** Offers "registered advisers only" (the consultant list). */
  registeredFilter?: boolean;
}) {
  const t = await getTranslations("admin.list");
  const registers = await getTranslations("registers");
  return (
    // Keyed by the list state: after a client-side navigation (reset, removing a postal code) the
    // uncontrolled inputs are rebuilt from the new URL instead of keeping the old filter's values.
    <form key={listHref(path, state)} method="get" role="search" className="flex flex-wrap items-end gap-3 tile p-4">
      <InputField
        id="admin-list-q"
        name="q"
        type="search"
        label={t("search")}
        defaultValue={state.q ?? ""}
        placeholder={t("searchPlaceholder")}
        className="min-w-56 flex-1"
      />
      <fieldset className="min-w-48">
        <legend className="block text-sm font-medium text-ink">{t("postalCodes")}</legend>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {state.postalCode.map((code) => (
            <span key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-xs text-ink">
              <input type="hidden" name="postalCode" value={code} />
              {code}
              <Link
                href={listHref(path, state, { postalCode: state.postalCode.filter((c) => c !== code), page: 1 })}
                aria-label={t("removePostalCode", { code })}
                className="text-muted hover:text-danger"
              >
                ×
              </Link>
            </span>
          ))}
          <input
            name="postalCode"
            inputMode="numeric"
            pattern="[1-9][0-9]{3}"
            maxLength={4}
            placeholder={t("addPostalCode")}
            aria-label={t("addPostalCode")}
            className={`w-44 ${inputClass}`}
          />
        </div>
      </fieldset>
      {states ? (
        <fieldset>
          <legend className="block text-sm font-medium text-ink">{t("states")}</legend>
          <div className="mt-2 flex gap-3">
            {states.map((s) => (
              <label key={s.value} className="inline-flex items-center gap-1 text-sm text-ink">
                <input type="checkbox" name="state" value={s.value} defaultChecked={state.state.includes(s.value)} className="accent-brand-600" />
                {s.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {registeredFilter ? (
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="registered" value="true" defaultChecked={state.registered} className="accent-brand-600" />
          {registers("filterLabel")}
        </label>
      ) : null}
      {state.sort && state.sort !== "name" ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <input type="hidden" name="pageSize" value={String(state.pageSize)} />
      <button type="submit" className={buttonClass()}>
        {t("apply")}
      </button>
      <Link
        href={listHref(path, { q: undefined, postalCode: [], state: [], sort: state.sort, page: 1, pageSize: state.pageSize })}
        className="px-2 py-2 text-sm text-brand-700 underline"
      >
        {t("reset")}
      </Link>
    </form>
  );
}

export async function ListPaging({ path, state, total, sizes }: { path: string; state: ListState; total: number; sizes: readonly (number | "all")[] }) {
  const t = await getTranslations("admin.list");
  const locale = await getLocale();
  const size = state.pageSize === "all" ? Math.max(total, 1) : state.pageSize;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (state.page - 1) * size + 1;
  const to = Math.min(total, state.page * size);
  return (
    <nav aria-label={t("paging")} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink">
      <div className="flex items-center gap-2">
        <span className="text-muted">{t("pageSize")}</span>
        {sizes.map((s) => (
          <Link
            key={String(s)}
            href={listHref(path, state, { pageSize: s, page: 1 })}
            aria-current={s === state.pageSize ? "true" : undefined}
            className={`rounded px-2 py-1 ${s === state.pageSize ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"}`}
          >
            {s === "all" ? t("all") : s}
          </Link>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <span>{t("summary", { from: formatNumber(from, locale), to: formatNumber(to, locale), total: formatNumber(total, locale) })}</span>
        {state.page > 1 ? (
          <Link href={listHref(path, state, { page: state.page - 1 })} className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50">
            {t("previous")}
          </Link>
        ) : null}
        {state.page < pages ? (
          <Link href={listHref(path, state, { page: state.page + 1 })} className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50">
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** Page header: title and the actions (add button…). */
/** The page's heading; `record` is the record's number (C-000002), kept on one line with its brackets. */
export function AdminHeader({ title, record, children }: { title: string; record?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-ink">
        {title}
        {record ? (
          <>
            {" "}
            <span className="record-number">({record})</span>
          </>
        ) : null}
      </h1>
      <div className="flex items-center gap-2">{children}</div>
    </div>
  );
}
