import { ANONYMOUS } from "@/lib/auth/actor";
import { createRouteHandler, idParams, noContent } from "@/lib/http/route";
import { isCountableRequest } from "@/lib/insight-counters/countable-request";
import { bufferInsightEvent } from "@/lib/insight-counters/counter-buffer";
import { beaconQuerySchema } from "@/lib/insights/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

// POST /api/consultant/{id}/view?event=profileView|phoneClick|… – the cached profile page's beacon: one
// event counted into the day's aggregate (no session read, nothing about the visitor kept); bots and
// prefetches are answered the same and counted nowhere.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "The profile page's beacon: counts one event (a profile view, a click on phone, e-mail, website or booking, a rating link opened) into the consultant's daily aggregate. No cookie, identifier or address is kept; bots and prefetches are answered alike and not counted. Rate-limited per client",
      tag: "consultants",
      access: "anyone",
      success: { status: 204, description: "Received (counted unless a bot or a prefetch sent it)" },
    },
    resolveActor: async () => ANONYMOUS,
    params: idParams,
    query: beaconQuerySchema,
    rateLimit: RATE_LIMITS.insightBeacon,
  },
  async ({ request, params, query }) => {
    if (isCountableRequest(request.headers)) bufferInsightEvent(params.id, query.event);
    return noContent();
  },
);
