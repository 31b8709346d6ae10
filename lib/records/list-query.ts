// The administration's lists of records (companies, consultants, sales agents): their page sizes and query string. Browser-safe.
import { z } from "zod";
import { listParam } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/text-fields";

export const COMPANY_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const CONSULTANT_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const SALES_AGENT_PAGE_SIZES = [5, 10, 30, 50, 100, "all"] as const;

/** The query string of the administration list pages (?q=&postalCode=8001&postalCode=8002&state=&page=&pageSize=). */
/** The administration consultant list's sorts: by family then given name, or by postal code and place. */
const ADMIN_LIST_SORTS = ["name", "location"] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

export function adminListQuerySchema(sizes: readonly (number | "all")[], defaultSize: number) {
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
