import { z } from "zod";
import { recordIdParam } from "@/lib/http/record-id";
import { linkConsultant, requireLinkParty, unlinkConsultant } from "@/lib/companies/link-consultant";
import { companyLinkSchema } from "@/lib/companies/schema";
import { createRouteHandler, json } from "@/lib/http/route";
import { companyLinkResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

const params = z.object({
  id: recordIdParam,
  consultantId: recordIdParam,
});

type LinkParams = z.infer<typeof params>;
// A caller who is neither the consultant, the company's administrator nor staff learns "not found" before the body is read.
const authorize = (actor: Parameters<typeof requireLinkParty>[0], { id, consultantId }: LinkParams) => requireLinkParty(actor, id, consultantId);

// POST /api/company/{id}/consultant/{consultantId} – request, invite, accept or grant administrator rights
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Request, invite, accept, or grant administrator rights",
      tag: "companies",
      access: "the consultant, the company's administrators or write:companies",
      response: companyLinkResponse,
    },
    auth: "user",
    params,
    authorize,
    body: companyLinkSchema,
  },
  async ({ actor, params, body }) => json(await linkConsultant(actor, params.id, params.consultantId, body.companyLinkState)),
);

// DELETE /api/company/{id}/consultant/{consultantId} – cancel a request, decline an invitation, leave or remove
export const DELETE = createRouteHandler(
  {
    doc: {
      summary: "Cancel, decline, leave or remove",
      tag: "companies",
      access: "the consultant, the company's administrators or write:companies",
      response: companyLinkResponse,
    },
    auth: "user",
    params,
    authorize,
  },
  async ({ actor, params }) => json(await unlinkConsultant(actor, params.id, params.consultantId)),
);
