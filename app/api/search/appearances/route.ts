import { ANONYMOUS } from "@/lib/auth/actor";
import { createRouteHandler, noContent } from "@/lib/http/route";
import { countSearchResultsBeacon } from "@/lib/insights/count-search-page";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { searchQuerySchema } from "@/lib/search/schema";

// POST /api/search/appearances?type=…&postalCode=… – the search results page's beacon (components/search/
// track-search.tsx): the page is served from the page cache, so the browser reports the search it shows and
// each consultant on that page gets one "searchAppearance" (issue 32). Nothing about the visitor is kept;
// bots and prefetches are answered alike and counted nowhere.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "The search results page's beacon: counts one appearance for each consultant on the page of the given search (its query parameters are those of GET /api/search). No cookie, identifier or address is kept; bots and prefetches are answered alike and not counted. Rate-limited per client",
      tag: "search",
      access: "anyone",
      success: { status: 204, description: "Received (counted unless a bot or a prefetch sent it)" },
    },
    resolveActor: async () => ANONYMOUS,
    query: searchQuerySchema,
    rateLimit: RATE_LIMITS.insightBeacon,
  },
  async ({ request, query }) => {
    await countSearchResultsBeacon(request.headers, query);
    return noContent();
  },
);
