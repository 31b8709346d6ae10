// Everything the administration's company list (app/[locale]/administration/companies/page.tsx) shows: the
// filters and page its URL asks for, the rows sorted by name, and whether the actor may open and add records.
import "server-only";
import { hasPermission, type Actor } from "@/lib/auth/actor";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";
import { COMPANY_PAGE_SIZES, parseListState, type ListState, type SearchParams } from "@/lib/records/list-query";

export async function loadCompaniesPage(actor: Actor, searchParams: SearchParams) {
  const state: ListState = parseListState(searchParams, COMPANY_PAGE_SIZES, 50);
  // Company rows are public data; the permission is settled by the page's route guard.
  const page = await listPublicCompanies({ q: state.q, postalCodes: state.postalCode, sort: "name", page: state.page, pageSize: state.pageSize });
  // The detail page and "add" need write:companies: readers get plain rows.
  return { state, page, canWrite: hasPermission(actor, "write:companies") };
}
