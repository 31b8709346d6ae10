import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { deleteSalesAgent, getSalesAgent, updateSalesAgent } from "@/lib/sales-agents/manage-sales-agents";
import { salesAgentSchema } from "@/lib/sales-agents/schema";
import { salesAgentResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/salesAgent/{id} – one sales agent (platform administrators)
export const GET = createRouteHandler(
  { doc: { summary: "A sales agent", tag: "sales agents", response: salesAgentResponse }, auth: "platformAdmin", params: idParams },
  async ({ actor, params }) => json(await getSalesAgent(actor, params.id)),
);

// PUT /api/salesAgent/{id} – replace the whole agent (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Replace the whole agent", tag: "sales agents", response: salesAgentResponse },
    auth: "platformAdmin",
    params: idParams,
    body: salesAgentSchema,
  },
  async ({ actor, params, body }) => json(await updateSalesAgent(actor, params.id, body)),
);

// DELETE /api/salesAgent/{id} – delete the agent (platform administrators)
export const DELETE = createRouteHandler(
  { doc: { summary: "Delete the agent", tag: "sales agents", success: { status: 204, description: "Deleted" } }, auth: "platformAdmin", params: idParams },
  async ({ actor, params }) => {
    await deleteSalesAgent(actor, params.id);
    return noContent();
  },
);
