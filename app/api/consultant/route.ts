import { createConsultant } from "@/lib/consultants/create-consultant";
import { listConsultants } from "@/lib/consultants/list-consultants";
import { consultantListQuerySchema, consultantSchema } from "@/lib/consultants/schema";
import { createRouteHandler, created, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/consultant – public cards, or the administration table for read:consultants
export const GET = createRouteHandler({ query: consultantListQuerySchema }, async ({ actor, query }) => json(await listConsultants(actor, query)));

// POST /api/consultant – staff create a profile; a signed-in user registers their own
export const POST = createRouteHandler({ auth: "user", body: consultantSchema }, async ({ actor, body }) => {
  const consultant = await createConsultant(actor, body);
  return created(consultant, `/api/consultant/${consultant.id}`);
});
