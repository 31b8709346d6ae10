// One administration list page (companies, consultants, sales agents): the header with its "add" link,
// the filter form, the table and the paging, all server-rendered and without client JavaScript. The
// page reads its list state and rows; this component lays them out the same way for every list.
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AdminHeader, ListFilters, ListPaging } from "@/components/admin/list-controls";
import type { ListState } from "@/lib/records/list-query";
import { buttonClass } from "@/components/ui/button";
import { SortHeader, Table, Th, type SortDirection } from "@/components/ui/table";
import { Link } from "@/lib/i18n/navigation";

export type AdminListColumn<Row> = {
  label: string;
  /** A sortable column: the list sorted by it, and its direction when the list is sorted by it. */
  sort?: { href: string; direction: SortDirection | null };
  cell: (row: Row) => ReactNode;
  className?: string;
};

export async function AdminListPage<Row extends { id: string | number }>({
  title,
  add,
  path,
  state,
  states,
  registeredFilter,
  columns,
  rows,
  total,
  sizes,
  rowHref,
}: {
  title: string;
  /** The "add" link, absent where the reader may not create records. */
  add?: { href: string; label: string } | null;
  /** The list page's path without locale. */
  path: string;
  state: ListState;
  states?: readonly { value: string; label: string }[];
  registeredFilter?: boolean;
  columns: readonly AdminListColumn<Row>[];
  rows: readonly Row[];
  total: number;
  sizes: readonly (number | "all")[];
  /** A row's detail page; null where the reader may not open it (plain rows instead of links to a refusal). */
  rowHref: ((row: Row) => string) | null;
}) {
  const t = await getTranslations("admin");
  return (
    <div className="space-y-4">
      <AdminHeader title={title}>
        {add ? (
          <Link href={add.href} className={buttonClass()}>
            {add.label}
          </Link>
        ) : null}
      </AdminHeader>
      <ListFilters path={path} state={state} states={states} registeredFilter={registeredFilter} />
      <Table
        head={columns.map((column) =>
          column.sort ? (
            <SortHeader key={column.label} href={column.sort.href} direction={column.sort.direction}>
              {column.label}
            </SortHeader>
          ) : (
            <Th key={column.label}>{column.label}</Th>
          ),
        )}
      >
        {rows.map((row) => {
          const href = rowHref?.(row);
          return (
            <tr key={row.id} className="border-t border-brand-50 hover:bg-brand-50">
              {columns.map((column) => (
                <td key={column.label} className={`px-3 py-2 ${column.className ?? ""}`}>
                  {href ? (
                    <Link href={href} className="block">
                      {column.cell(row)}
                    </Link>
                  ) : (
                    column.cell(row)
                  )}
                </td>
              ))}
            </tr>
          );
        })}
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="px-4 py-6 text-center text-muted">
              {t("list.empty")}
            </td>
          </tr>
        ) : null}
      </Table>
      <ListPaging path={path} state={state} total={total} sizes={sizes} />
    </div>
  );
}
