import { statsQuerySchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getConsultantStats } from "@/lib/stats/get-consultant-stats";
import { consultantStatsResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/stats?start=yyyy-mm-dd&end=yyyy-mm-dd – dashboard figures for the range
export const GET = createRouteHandler(
  {
    doc: {
      summary: "Dashboard statistics for a date range",
      tag: "consultants",
      access: "the consultant, their company's administrators, read:consultants",
      response: consultantStatsResponse,
    },
    auth: "user",
    params: idParams,
    query: statsQuerySchema,
  },
  async ({ actor, params, query }) => json(await getConsultantStats(actor, params.id, query)),
);
