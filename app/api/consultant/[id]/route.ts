import { deleteConsultant } from "@/lib/consultants/delete-consultant";
import { getConsultant } from "@/lib/consultants/get-consultant";
import { consultantSchema } from "@/lib/consultants/schema";
import { updateConsultant } from "@/lib/consultants/update-consultant";
import { canManageConsultant } from "@/lib/consultants/access";
import { forbidden } from "@/lib/errors";
import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id} – public profile, or the full record for its owner and staff
export const GET = createRouteHandler({ params: idParams }, async ({ actor, params }) => json(await getConsultant(actor, params.id)));

// PUT /api/consultant/{id} – replace the profile (owner or write:consultants)
export const PUT = createRouteHandler(
  {
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
export const DELETE = createRouteHandler({ auth: "user", params: idParams }, async ({ actor, params }) => {
  await deleteConsultant(actor, params.id);
  return noContent();
});
