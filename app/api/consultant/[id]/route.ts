import { deleteConsultant } from "@/lib/account/delete-consultant";
import { getConsultant } from "@/lib/consultants/get-consultant";
import { consultantSchema } from "@/lib/consultants/schema";
import { updateConsultant } from "@/lib/consultants/update-consultant";
import { canManageConsultant } from "@/lib/consultants/access";
import { forbidden } from "@/lib/errors";
import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { consultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id} – public profile, or the full record for its owner and staff
export const GET = createRouteHandler(
  {
    doc: { summary: "A consultant (full record for the owner and staff)", tag: "consultants", access: "anyone", response: consultantResponse },
    params: idParams,
  },
  async ({ actor, params }) => json(await getConsultant(actor, params.id)),
);

// PUT /api/consultant/{id} – replace the profile (owner or write:consultants)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Replace the profile", tag: "consultants", access: "the consultant or write:consultants", response: consultantResponse },
    auth: "user",
    params: idParams,
    authorize: (actor, { id }) => {
      if (!canManageConsultant(actor, id)) throw forbidden("Only the consultant and staff may change this profile.");
    },
    body: consultantSchema,
  },
  async ({ actor, params, body }) => json(await updateConsultant(actor, params.id, body)),
);

// DELETE /api/consultant/{id} – delete the profile and its evaluations (owner or write:consultants)
export const DELETE = createRouteHandler(
  {
    doc: {
      summary:
        "Delete the profile: without evaluations it is deleted; with evaluations its sign-in and private data are removed and it returns to the unclaimed state, evaluations kept (not public), reclaimable by registering with the same e-mail",
      tag: "consultants",
      access: "the consultant or write:consultants",
      success: { status: 204, description: "Deleted or returned to the unclaimed state" },
    },
    auth: "user",
    params: idParams,
  },
  async ({ actor, params }) => {
    await deleteConsultant(actor, params.id);
    return noContent();
  },
);
