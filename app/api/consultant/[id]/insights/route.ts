import { createRouteHandler, idParams, json } from "@/lib/http/route";
import { getInsights } from "@/lib/insights/get-insights";
import { insightsCsv } from "@/lib/insights/insights-csv";
import { insightsQuerySchema } from "@/lib/insights/schema";
import { insightsResponse } from "@/lib/openapi/insights-responses";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/insights?start&end[&format=csv&lang=] – what the profile brought in the period
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "What the profile brought in a period (Swiss days, both inclusive, at most 5 years): each figure's total and its course per day, week or month, the conversions, and the median of at least 10 active consultants of the same canton with a topic in common (else null). format=csv gives one line per day, headed in lang. Part of the subscription's statistics (and of the trial)",
      tag: "consultants",
      access: "the consultant, read:consultants",
      response: insightsResponse,
    },
    auth: "user",
    params: idParams,
    query: insightsQuerySchema,
  },
  async ({ actor, params, query }) => {
    const insights = await getInsights(actor, params.id, query);
    if (query.format === "json") return json(insights);
    return new Response(await insightsCsv(params.id, insights, query.lang), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="insights-${params.id}-${query.start}-${query.end}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
