// Everything the administration's sales-agent list (app/[locale]/administration/salesAgents/page.tsx) shows:
// the filters and page its URL asks for, and the rows.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { parseListState, SALES_AGENT_PAGE_SIZES, type ListState, type SearchParams } from "@/lib/records/list-query";
import { listSalesAgents } from "@/lib/sales-agents/manage-sales-agents";

export async function loadSalesAgentsPage(actor: Actor, searchParams: SearchParams) {
  const state: ListState = parseListState(searchParams, SALES_AGENT_PAGE_SIZES, 50);
  const page = await listSalesAgents(actor, { q: state.q, postalCodes: state.postalCode, page: state.page, pageSize: state.pageSize });
  return { state, page };
}
