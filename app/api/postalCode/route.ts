import { z } from "zod";
import { createRouteHandler, json } from "@/lib/http/route";
import { suggestPostalCodes } from "@/lib/search/postal-codes";
import { postalCodeResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

const query = z.object({ q: z.string().trim().max(100).default(""), limit: z.coerce.number().int().min(1).max(50).default(10) });

// GET /api/postalCode?q= – postal-code autocomplete by code or place prefix
export const GET = createRouteHandler(
  { doc: { summary: "Postal-code autocomplete", tag: "search", access: "anyone", response: postalCodeResponse }, query },
  async ({ query }) => json(await suggestPostalCodes(query.q, query.limit)),
);
