// The insights endpoints (issue 32, docs/product-rules.md#insights) in the OpenAPI document: the profile
// page's beacon and the consultant's figures. Kept apart from operations.ts so the lead inbox and the
// reviews widget (same issue) add theirs without touching the same lines.
import { z } from "zod";
import { INSIGHT_KINDS } from "@/lib/insights/kinds";
import { beaconQuerySchema, insightsQuerySchema } from "@/lib/insights/schema";
import { registerOperation, type Operation } from "./registry";

const id = z.object({ id: z.number().int().positive() });
const figures = z.object(Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, z.number()])) as Record<(typeof INSIGHT_KINDS)[number], z.ZodNumber>);

const insightsResponse = z.object({
  start: z.string(),
  end: z.string(),
  totals: figures,
  conversions: z.object({ viewsToContacts: z.number().nullable(), invitationsToRatings: z.number().nullable() }),
  timeline: z.object({ unit: z.enum(["day", "week", "month"]), points: z.array(z.object({ start: z.string(), values: figures })) }),
  peers: z.object({ count: z.number().int(), sampled: z.number().int(), median: figures }).nullable(),
});

const ops: Operation[] = [
  {
    method: "post",
    path: "/api/consultant/{id}/view",
    tag: "consultants",
    summary:
      "The profile page's beacon: counts one event (a profile view, a click on phone, e-mail, website or booking, a rating link opened) into the consultant's daily aggregate. No cookie, identifier or address is kept; bots and prefetches are answered alike and not counted. Rate-limited per client",
    access: "anyone",
    params: id,
    query: beaconQuerySchema,
    success: { status: 204, description: "Received (counted unless a bot or a prefetch sent it)" },
  },
  {
    method: "get",
    path: "/api/consultant/{id}/insights",
    tag: "consultants",
    summary:
      "What the profile brought in a period (Swiss days, both inclusive, at most 5 years): each figure's total and its course per day, week or month, the conversions, and the median of at least 10 active consultants of the same canton with a topic in common (else null). format=csv gives one line per day, headed in lang. Part of the subscription's statistics (and of the trial)",
    access: "the consultant, read:consultants",
    params: id,
    query: insightsQuerySchema,
    response: insightsResponse,
  },
];

for (const op of ops) registerOperation(op);
