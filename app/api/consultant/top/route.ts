import { z } from "zod";
import { createRouteHandler, json } from "@/lib/http/route";
import { topConsultants } from "@/lib/search/top-consultants";
import { topConsultantsResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

const query = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

// GET /api/consultant/top – popular consultants (active, enough ratings, best count-aware score first)
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "Popular consultants: active profiles with at least RANKING_MIN_RATINGS (default 5) published ratings, best count-aware score first. score = (C · m + Σ ratings) / (C + n): n the profile's published ratings, m the mean of every published rating the public sees, C = RANKING_PRIOR_WEIGHT (default 10); ties by more ratings. Each card carries its score (4 decimals). A single 5-star rating cannot top the list; the search keeps its order (average, then count).",
      tag: "consultants",
      access: "anyone",
      response: topConsultantsResponse,
    },
    query,
  },
  async ({ query }) => json(await topConsultants(query.limit)),
);
