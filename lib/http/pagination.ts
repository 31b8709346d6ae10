// Paging shared by every list endpoint and the pages that call the same services. Browser-safe.
import { z } from "zod";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number | "all" };

export type PageSize = number | "all";

/** page ≥ 1 (default 1) and pageSize from the allowed options (numbers or "all"). */
export function pagingSchema(options: readonly PageSize[], defaultSize: PageSize) {
  const numbers = options.filter((o): o is number => o !== "all");
  const allowsAll = options.includes("all");
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z
      .union([z.literal("all"), z.coerce.number().int()])
      .default(defaultSize)
      .refine((v) => (v === "all" ? allowsAll : numbers.includes(v)), { message: `must be one of ${options.join(", ")}` }),
  };
}

/**
 * The most rows "all" returns at once. Without a cap, `?pageSize=all` made one anonymous request
 * render and send every card of the database; with it, "all" is a page of this size (every profile
 * at the demo's size) and further rows are on page 2, 3, … like any other page size.
 */
export const ALL_PAGE_CAP = 500;

/** The list routes' documentation of "all" (their summaries end with it). */
export const ALL_PAGE_CAP_NOTE = `; pageSize=all returns at most ${ALL_PAGE_CAP} items per page (page=2, 3, … for the rest)`;

/** How many rows a page of this size holds. */
export function rowsPerPage(pageSize: PageSize): number {
  return pageSize === "all" ? ALL_PAGE_CAP : pageSize;
}

/** LIMIT/OFFSET for a page ("all" is a page of ALL_PAGE_CAP rows). */
export function pageWindow(page: number, pageSize: PageSize): { limit: number; offset: number } {
  const size = rowsPerPage(pageSize);
  return { limit: size, offset: (page - 1) * size };
}

/** Query-string lists: repeated keys (?a=1&a=2) or comma-separated values (?a=1,2). */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === "") return [];
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter((s) => s !== "")
        : [v],
    );
  }, z.array(item));
}

/** URLSearchParams → plain object; repeated keys become arrays (what listParam expects). */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}
