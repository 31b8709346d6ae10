// Everything the companies grid shows for one query string (sort, page; read leniently by
// lib/search/grid-query.ts): the cards and the query its links keep. The page
// (app/[locale]/(public)/companies/companies-view.tsx, served by companies/page.tsx without a query and by
// q/companies/page.tsx with one) only renders what this returns.
import "server-only";
import type { RawQuery } from "./page-query";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";
import { companyGridQuery } from "@/lib/search/grid-query";

export async function loadCompanyGridPage(raw: RawQuery) {
  const query = companyGridQuery(raw);
  const result = await listPublicCompanies(query);
  return {
    query,
    cards: result.items,
    total: result.total,
    /** The query string the sort and page links keep. */
    current: { sort: query.sort, pageSize: String(query.pageSize) },
  };
}
