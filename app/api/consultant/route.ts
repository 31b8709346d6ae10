import { createConsultant } from "@/lib/consultants/create-consultant";
import { listConsultants } from "@/lib/search/list-consultants";
import { consultantListQuerySchema, consultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, created, json } from "@/lib/http/route";
import { ALL_PAGE_CAP_NOTE } from "@/lib/http/pagination";
import { consultantListResponse, consultantResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultant – public cards, or the administration table for read:consultants
export const GET = createRouteHandler(
  {
    doc: {
      summary: `Consultant cards (administration table for read:consultants)${ALL_PAGE_CAP_NOTE}`,
      tag: "consultants",
      access: "anyone",
      response: consultantListResponse,
    },
    query: consultantListQuerySchema,
  },
  async ({ actor, query }) => json(await listConsultants(actor, query)),
);

// POST /api/consultant – staff create a profile; a signed-in user registers their own
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Create a profile (staff) or register one's own",
      tag: "consultants",
      success: { status: 201, description: "Created" },
      response: consultantResponse,
    },
    auth: "user",
    body: consultantSchema,
  },
  async ({ actor, body }) => {
    const consultant = await createConsultant(actor, body);
    return created(consultant, `/api/consultant/${consultant.id}`);
  },
);
