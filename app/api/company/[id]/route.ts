import { canManageCompany } from "@/lib/companies/access";
import { getCompany } from "@/lib/companies/get-company";
import { deleteCompany, updateCompany } from "@/lib/companies/manage-companies";
import { companySchema } from "@/lib/companies/schema";
import { forbidden } from "@/lib/errors";
import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { companyResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/company/{id} – the company with its members
export const GET = createRouteHandler(
  { doc: { summary: "A company with its members", tag: "companies", access: "anyone", response: companyResponse }, params: idParams },
  async ({ actor, params }) => json(await getCompany(actor, params.id)),
);

// PUT /api/company/{id} – update the company (its administrators or write:companies)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Update a company", tag: "companies", access: "its administrators or write:companies", response: companyResponse },
    auth: "user",
    params: idParams,
    authorize: (actor, { id }) => {
      if (!canManageCompany(actor, id)) throw forbidden("Only the company's administrators and staff may change it.");
    },
    body: companySchema,
  },
  async ({ actor, params, body }) => json(await updateCompany(actor, params.id, body)),
);

// DELETE /api/company/{id} – delete the company; members are unlinked (write:companies)
export const DELETE = createRouteHandler(
  {
    doc: { summary: "Delete a company", tag: "companies", access: "write:companies", success: { status: 204, description: "Deleted" } },
    auth: "user",
    params: idParams,
  },
  async ({ actor, params }) => {
    await deleteCompany(actor, params.id);
    return noContent();
  },
);
