import { canWriteAllCompanies } from "@/lib/companies/access";
import { listPublicCompanies } from "@/lib/companies/list-public-companies";
import { createCompany } from "@/lib/companies/manage-companies";
import { companyListQuerySchema, companySchema } from "@/lib/companies/schema";
import { forbidden } from "@/lib/errors";
import { createRouteHandler, created, json } from "@/lib/http/route";
import { ALL_PAGE_CAP_NOTE } from "@/lib/http/pagination";
import { companyListResponse, companyResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/company – company cards (search q, postalCodes, sort rating|name, paging)
export const GET = createRouteHandler(
  { doc: { summary: `Company cards${ALL_PAGE_CAP_NOTE}`, tag: "companies", access: "anyone", response: companyListResponse }, query: companyListQuerySchema },
  async ({ query }) => json(await listPublicCompanies(query)),
);

// POST /api/company – create a company (write:companies)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Create a company",
      tag: "companies",
      access: "write:companies",
      success: { status: 201, description: "Created" },
      response: companyResponse,
    },
    auth: "user",
    authorize: (actor) => {
      if (!canWriteAllCompanies(actor)) throw forbidden("Creating companies needs write:companies.");
    },
    body: companySchema,
  },
  async ({ actor, body }) => {
    const company = await createCompany(actor, body);
    return created(company, `/api/company/${company.id}`);
  },
);
