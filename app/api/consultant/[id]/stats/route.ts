import { statsQuerySchema } from "@/lib/consultants/schema";
import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getConsultantStats } from "@/lib/stats/get-consultant-stats";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/stats?start=yyyy-mm-dd&end=yyyy-mm-dd – dashboard figures for the range
export const GET = createRouteHandler({ auth: "user", params: idParams, query: statsQuerySchema }, async ({ actor, params, query }) =>
  json(await getConsultantStats(actor, params.id, query)),
);
