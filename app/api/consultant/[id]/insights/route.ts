import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getInsights } from "@/lib/insights/get-insights";
import { insightsCsv } from "@/lib/insights/insights-csv";
import { insightsQuerySchema } from "@/lib/insights/schema";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/insights?start&end[&format=csv&lang=] – what the profile brought in the period
export const GET = createRouteHandler({ auth: "user", params: idParams, query: insightsQuerySchema }, async ({ actor, params, query }) => {
  const insights = await getInsights(actor, params.id, query);
  if (query.format === "json") return json(insights);
  return new Response(await insightsCsv(params.id, insights, query.lang), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${params.id}-${query.start}-${query.end}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
