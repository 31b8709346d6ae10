import { mergeConsultants } from "@/lib/consultants/merge-consultants";
import { mergeConsultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/consultant/{id}/merge – merge the duplicate profile {id} into survivorId (platform administrators, body { survivorId, confirmNumber })
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: mergeConsultantSchema }, async ({ actor, params, body }) =>
  json(await mergeConsultants(actor, params.id, body)),
);
