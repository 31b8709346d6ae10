// The public grids' query strings (10 per page; 5, 10, 30, 50, 100, all: docs/product-rules.md#search-and-lists). A broken
// or hand-edited query string falls back to the defaults instead of an error page.
import { z } from "zod";
import { recordIdParam } from "@/lib/http/record-id";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { companyListQuerySchema, type CompanyListQuery } from "@/lib/companies/schema";
import { consultantListQuerySchema, type ConsultantListQuery } from "@/lib/consultants/schema";
import { registeredFilter } from "@/lib/registrations/schema";

export const PUBLIC_PAGE_SIZES = [5, 10, 30, 50, 100, "all"] as const;

type Raw = Record<string, string | string[] | undefined>;

const publicPaging = z.object({ ...pagingSchema(PUBLIC_PAGE_SIZES, 10) });

function paging(raw: Raw) {
  const parsed = publicPaging.safeParse({ page: raw.page, pageSize: raw.pageSize });
  return parsed.success ? parsed.data : { page: 1, pageSize: 10 as const };
}

const topicFilter = listParam(recordIdParam).pipe(z.array(z.number()).max(50));

// The parameters read here are the grids' `reads` in proxy.ts: only they send a grid to its per-request variant.
export function consultantGridQuery(raw: Raw): ConsultantListQuery {
  const sort = z.enum(["rating", "name", "location"]).catch("rating").parse(raw.sort);
  const topics = topicFilter.safeParse(raw.topic);
  const registered = registeredFilter.catch(false).parse(raw.registered);
  return consultantListQuerySchema.parse({ sort, consultingTopics: topics.success ? topics.data : [], registered: String(registered), ...paging(raw) });
}

export function companyGridQuery(raw: Raw): CompanyListQuery {
  const sort = z.enum(["rating", "name"]).catch("rating").parse(raw.sort);
  return companyListQuerySchema.parse({ sort, ...paging(raw) });
}
