// The administration's lists of records (companies, consultants, sales agents): their page sizes and query string. Browser-safe.
import { z } from "zod";
import { listParam } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/text-fields";

export const COMPANY_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const CONSULTANT_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const SALES_AGENT_PAGE_SIZES = [5, 10, 30, 50, 100, "all"] as const;

/** The administration consultant list's sorts: by family then given name, or by postal code and place. */
const ADMIN_LIST_SORTS = ["name", "location"] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

/** The query string of the administration list pages (?q=&postalCode=8001&postalCode=8002&state=&page=&pageSize=). */
function adminListQuerySchema(sizes: readonly (number | "all")[], defaultSize: number) {
  return z.object({
    q: z.string().trim().max(100).optional().catch(undefined),
    postalCode: listParam(postalCodeSchema).pipe(z.array(z.string()).max(100)).catch([]),
    state: listParam(z.enum(["unclaimed", "active", "disabled"])).catch([]),
    // The consultant list's "registered advisers only" and its column sort; other lists ignore them.
    registered: z
      .literal("true")
      .transform(() => true)
      .catch(false),
    sort: z.enum(ADMIN_LIST_SORTS).catch("name"),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
    pageSize: z
      .union([z.literal("all"), z.coerce.number().int()])
      .refine((v) => sizes.includes(v))
      .catch(defaultSize),
  });
}

/** An administration list's state as its URL says it: the filters, sort and page that apply. */
export type ListState = {
  q?: string;
  postalCode: string[];
  state: string[];
  /** The consultant list only: registered advisers only, and its column sort. */
  registered?: boolean;
  sort?: AdminListSort;
  page: number;
  pageSize: number | "all";
};

export type SearchParams = Record<string, string | string[] | undefined>;

/** Reads a list page's search params into its ListState: a value that does not parse falls back to its default. */
export function parseListState(params: SearchParams, sizes: readonly (number | "all")[], defaultSize: number): ListState {
  const parsed = adminListQuerySchema(sizes, defaultSize).parse(params);
  return {
    q: parsed.q || undefined,
    postalCode: [...new Set(parsed.postalCode)],
    state: [...new Set(parsed.state)],
    registered: parsed.registered,
    sort: parsed.sort,
    page: parsed.page,
    pageSize: parsed.pageSize,
  };
}
