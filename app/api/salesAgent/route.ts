import { createRouteHandler, created, json } from "@/lib/http/route";
import { createSalesAgent, listSalesAgents } from "@/lib/sales-agents/manage-sales-agents";
import { salesAgentListQuerySchema, salesAgentSchema } from "@/lib/sales-agents/schema";

export const dynamic = "force-dynamic";

// GET /api/salesAgent – sales agents (search q, postalCodes, paging; platform administrators)
export const GET = createRouteHandler({ auth: "platformAdmin", query: salesAgentListQuerySchema }, async ({ actor, query }) =>
  json(await listSalesAgents(actor, query)),
);

// POST /api/salesAgent – add a sales agent (platform administrators)
export const POST = createRouteHandler({ auth: "platformAdmin", body: salesAgentSchema }, async ({ actor, body }) => {
  const agent = await createSalesAgent(actor, body);
  return created(agent, `/api/salesAgent/${agent.id}`);
});
