import { mergeConsultants } from "@/lib/consultants/merge-consultants";
import { mergeConsultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { mergeConsultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// POST /api/consultant/{id}/merge – merge the duplicate profile {id} into survivorId (platform administrators, body { survivorId, confirmNumber })
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Merge the duplicate profile {id} into survivorId: its evaluations, reports, codes, invitations, held messages, topics and badges move to the survivor in one transaction, the figures are recomputed, the merge is recorded and {id}'s page redirects permanently to the survivor; confirmNumber must repeat {id}'s consultant number",
      tag: "consultants",
      success: { status: 200, description: "Merged: the ids, the survivor's public path and how many rows of each kind moved" },
      response: mergeConsultantResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: mergeConsultantSchema,
  },
  async ({ actor, params, body }) => json(await mergeConsultants(actor, params.id, body)),
);
