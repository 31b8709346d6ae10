import { eraseConsultant } from "@/lib/moderation/erase-consultant";
import { eraseConsultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { eraseConsultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// POST /api/consultant/{id}/erase – erase the profile with its evaluations (platform administrators, body { confirmNumber })
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Erase the profile together with its evaluations (legal request); confirmNumber must repeat the consultant number; written to the audit log",
      tag: "consultants",
      success: { status: 200, description: "Erased: consultantId, number, evaluations (how many were erased)" },
      response: eraseConsultantResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: eraseConsultantSchema,
  },
  async ({ actor, params, body }) => json(await eraseConsultant(actor, params.id, body)),
);
