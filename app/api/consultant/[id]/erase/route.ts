import { eraseConsultant } from "@/lib/consultants/erase-consultant";
import { eraseConsultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/consultant/{id}/erase – erase the profile with its evaluations (platform administrators, body { confirmNumber })
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: eraseConsultantSchema }, async ({ actor, params, body }) =>
  json(await eraseConsultant(actor, params.id, body)),
);
