import { setConsultantState } from "@/lib/consultants/set-consultant-state";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { consultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// PUT /api/consultant/{id}/disable – hide the profile and its evaluations; data is kept (owner or write:consultants)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Disable the profile (data kept)", tag: "consultants", access: "the consultant or write:consultants", response: consultantResponse },
    auth: "user",
    params: idParams,
  },
  async ({ actor, params }) => json(await setConsultantState(actor, params.id, "disabled")),
);
