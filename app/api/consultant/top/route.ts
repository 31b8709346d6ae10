import { z } from "zod";
import { createRouteHandler, json } from "@/lib/http/route";
import { topConsultants } from "@/lib/search/top-consultants";

export const dynamic = "force-dynamic";

const query = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

// GET /api/consultant/top – popular consultants (active, enough ratings, best count-aware score first)
export const GET = createRouteHandler({ query }, async ({ query }) => json(await topConsultants(query.limit)));
