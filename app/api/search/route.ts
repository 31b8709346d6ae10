import { createRouteHandler, json } from "@/lib/http/route";
import { searchQuerySchema } from "@/lib/search/schema";
import { searchConsultants } from "@/lib/search/search-consultants";
import { countSearchResultsPage } from "@/lib/insights/count-search-page";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { ALL_PAGE_CAP_NOTE } from "@/lib/http/pagination";
import { pageOf, consultantCardResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/search – consultants by perimeter, name or canton with topic/language/tag/rating-count filters
export const GET = createRouteHandler(
  {
    doc: {
      summary: `Search consultants by perimeter, name or canton${ALL_PAGE_CAP_NOTE}`,
      tag: "search",
      access: "anyone",
      response: pageOf(consultantCardResponse),
    },
    query: searchQuerySchema,
    rateLimit: RATE_LIMITS.search,
  },
  async ({ query, request }) => {
    const result = await searchConsultants(query);
    await countSearchResultsPage(request.headers, result.items);
    return json(result);
  },
);
