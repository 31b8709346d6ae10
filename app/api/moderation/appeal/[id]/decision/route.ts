import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { decideAppeal } from "@/lib/moderation/appeals";
import { appealDecisionSchema } from "@/lib/moderation/schema";
import { appealDecidedResponse } from "@/lib/openapi/moderation-responses";

// POST /api/moderation/appeal/{id}/decision – a platform administrator other than the one who decided upholds or reverses the decision; both sides are told
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Uphold or reverse the appealed decision (reversal applies its opposite, e.g. restores a hidden review); both sides are told. 403 for the administrator who made the decision",
      tag: "moderation",
      access: "platform administrators other than the one who decided",
      response: appealDecidedResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    body: appealDecisionSchema,
  },
  async ({ actor, params, body }) => json(await decideAppeal(actor, params.id, body)),
);
