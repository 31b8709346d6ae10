// Reads an administration list page's search params into its ListState (invalid values fall back).
import { adminListQuerySchema } from "@/lib/records/list-query";
import type { ListState } from "./list-controls";

export type SearchParams = Record<string, string | string[] | undefined>;

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
