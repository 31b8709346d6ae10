import { createRouteHandler, json } from "@/lib/http/route";
import { searchQuerySchema } from "@/lib/search/schema";
import { searchConsultants } from "@/lib/search/search-consultants";

export const dynamic = "force-dynamic";

// GET /api/search – consultants by perimeter, name or canton with topic/language/tag/rating-count filters
export const GET = createRouteHandler({ query: searchQuerySchema, rateLimit: { purpose: "search", limit: 300, windowSeconds: 60 } }, async ({ query }) =>
  json(await searchConsultants(query)),
);
