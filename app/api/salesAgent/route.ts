import { createRouteHandler, created, json } from "@/lib/http/route";
import { createSalesAgent, listSalesAgents } from "@/lib/sales-agents/manage-sales-agents";
import { salesAgentListQuerySchema, salesAgentSchema } from "@/lib/sales-agents/schema";
import { pageOf, salesAgentResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/salesAgent – sales agents (search q, postalCodes, paging; platform administrators)
export const GET = createRouteHandler(
  { doc: { summary: "Sales agents", tag: "sales agents", response: pageOf(salesAgentResponse) }, auth: "platformAdmin", query: salesAgentListQuerySchema },
  async ({ actor, query }) => json(await listSalesAgents(actor, query)),
);

// POST /api/salesAgent – add a sales agent (platform administrators)
export const POST = createRouteHandler(
  {
    doc: { summary: "Add a sales agent", tag: "sales agents", success: { status: 201, description: "Created" }, response: salesAgentResponse },
    auth: "platformAdmin",
    body: salesAgentSchema,
  },
  async ({ actor, body }) => {
    const agent = await createSalesAgent(actor, body);
    return created(agent, `/api/salesAgent/${agent.id}`);
  },
);
