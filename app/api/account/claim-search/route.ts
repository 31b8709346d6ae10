import { findClaimableProfiles } from "@/lib/account/find-claimable-profiles";
import { claimSearchQuerySchema } from "@/lib/account/schema";
import { createRouteHandler, json } from "@/lib/http/route";
import { claimCandidatesResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/account/claim-search?name= – unclaimed profiles for step 1 of the registration stepper
export const GET = createRouteHandler(
  {
    doc: { summary: "Unclaimed profiles the caller might claim", tag: "account", response: claimCandidatesResponse },
    auth: "user",
    query: claimSearchQuerySchema,
  },
  async ({ actor, query }) => json(await findClaimableProfiles(actor, query.name)),
);
