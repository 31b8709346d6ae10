// What the consultant's insights route answers (issue 32, docs/product-rules.md#insights), for the OpenAPI document.
import { z } from "zod";
import { INSIGHT_KINDS } from "@/lib/insights/kinds";

const figures = z.object(Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, z.number()])) as Record<(typeof INSIGHT_KINDS)[number], z.ZodNumber>);

export const insightsResponse = z.object({
  start: z.string(),
  end: z.string(),
  totals: figures,
  conversions: z.object({ viewsToContacts: z.number().nullable(), invitationsToRatings: z.number().nullable() }),
  timeline: z.object({ unit: z.enum(["day", "week", "month"]), points: z.array(z.object({ start: z.string(), values: figures })) }),
  peers: z.object({ count: z.number().int(), sampled: z.number().int(), median: figures }).nullable(),
});
