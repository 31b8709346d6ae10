import { setConsultantState } from "@/lib/consultants/set-consultant-state";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { consultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// PUT /api/consultant/{id}/activate – reactivate a disabled profile (owner or write:consultants)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Reactivate a disabled profile", tag: "consultants", access: "the consultant or write:consultants", response: consultantResponse },
    auth: "user",
    params: idParams,
  },
  async ({ actor, params }) => json(await setConsultantState(actor, params.id, "active")),
);
