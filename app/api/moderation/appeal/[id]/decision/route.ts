import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { decideAppeal } from "@/lib/moderation/appeals";
import { appealDecisionSchema } from "@/lib/moderation/schema";

// POST /api/moderation/appeal/{id}/decision – a platform administrator other than the one who decided upholds or reverses the decision; both sides are told
export const POST = createRouteHandler({ auth: "platformAdmin", params: idParams, body: appealDecisionSchema }, async ({ actor, params, body }) =>
  json(await decideAppeal(actor, params.id, body)),
);
