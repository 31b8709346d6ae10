import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { deleteSalesAgent, getSalesAgent, updateSalesAgent } from "@/lib/sales-agents/manage-sales-agents";
import { salesAgentSchema } from "@/lib/sales-agents/schema";

export const dynamic = "force-dynamic";

// GET /api/salesAgent/{id} – one sales agent (platform administrators)
export const GET = createRouteHandler({ auth: "platformAdmin", params: idParams }, async ({ actor, params }) => json(await getSalesAgent(actor, params.id)));

// PUT /api/salesAgent/{id} – replace the whole agent (platform administrators)
export const PUT = createRouteHandler({ auth: "platformAdmin", params: idParams, body: salesAgentSchema }, async ({ actor, params, body }) =>
  json(await updateSalesAgent(actor, params.id, body)),
);

// DELETE /api/salesAgent/{id} – delete the agent (platform administrators)
export const DELETE = createRouteHandler({ auth: "platformAdmin", params: idParams }, async ({ actor, params }) => {
  await deleteSalesAgent(actor, params.id);
  return noContent();
});
