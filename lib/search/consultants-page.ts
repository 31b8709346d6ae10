// Everything the administration's consultant list (app/[locale]/administration/consultants/page.tsx) shows:
// the filters, sort and page its URL asks for, the rows, and whether the actor may open and add records.
import "server-only";
import { hasPermission, type Actor } from "@/lib/auth/actor";
import type { CONSULTANT_STATES } from "@/lib/consultants/schema";
import type { Page } from "@/lib/http/pagination";
import { CONSULTANT_PAGE_SIZES, parseListState, type AdminListSort, type ListState, type SearchParams } from "@/lib/records/list-query";
import { listConsultants, type ConsultantAdminRow } from "@/lib/search/list-consultants";

export type ConsultantsPage = {
  state: ListState;
  sort: AdminListSort;
  page: Page<ConsultantAdminRow>;
  /** The detail page and "add" need write:consultants: readers get plain rows. */
  canWrite: boolean;
};

export async function loadConsultantsPage(actor: Actor, searchParams: SearchParams): Promise<ConsultantsPage> {
  const state = parseListState(searchParams, CONSULTANT_PAGE_SIZES, 50);
  const sort = state.sort ?? "name";
  // read:consultants (the page's route guard) makes listConsultants return the administration rows.
  const page = (await listConsultants(actor, {
    q: state.q,
    postalCodes: state.postalCode,
    states: state.state as (typeof CONSULTANT_STATES)[number][],
    consultingTopics: [],
    registered: state.registered ?? false,
    sort,
    page: state.page,
    pageSize: state.pageSize,
  })) as Page<ConsultantAdminRow>;
  return { state, sort, page, canWrite: hasPermission(actor, "write:consultants") };
}
