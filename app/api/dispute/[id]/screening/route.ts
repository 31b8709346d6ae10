import { screenDispute } from "@/lib/disputes/screen-dispute";
import { screeningSchema } from "@/lib/disputes/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/dispute/{id}/screening – a moderator asks the reviewer ({ action: "ask" }) or screens the dispute out ({ action: "reject", reason })
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: screeningSchema }, async ({ actor, params, body }) =>
  json(await screenDispute(actor, params.id, body)),
);
