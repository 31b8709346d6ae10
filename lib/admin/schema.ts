// Inputs of the administration's own services (moderation, outbox, dashboards, list pages). Browser-safe.
import { z } from "zod";
import { requiredText } from "@/lib/text-fields";
import { listParam } from "@/lib/http/pagination";
import { recordIdParam } from "@/lib/http/record-id";
import { postalCodeSchema } from "@/lib/text-fields";
import { tooLong } from "@/lib/validation-messages";

export const DASHBOARD_PERIODS = ["day", "week", "month", "year"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** The period defaults to the current calendar year, i.e. monthly buckets over a year (docs/product-rules.md#administration). */
export const periodSchema = z.enum(DASHBOARD_PERIODS).catch("month");

export const reportDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ reportId: recordIdParam, decision: z.literal("keep"), reason: z.string().trim().max(500, tooLong).optional() }),
  // The reason is disclosed on the consultant's page, so hiding needs one.
  z.object({ reportId: recordIdParam, decision: z.literal("hide"), reason: requiredText(500) }),
]);
export type ReportDecision = z.output<typeof reportDecisionSchema>;

export const COMPANY_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const CONSULTANT_PAGE_SIZES = [25, 50, 100, "all"] as const;
export const SALES_AGENT_PAGE_SIZES = [5, 10, 30, 50, 100, "all"] as const;
export const OUTBOX_PAGE_SIZE = 25;

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
