import { findClaimableProfiles } from "@/lib/account/find-claimable-profiles";
import { claimSearchQuerySchema } from "@/lib/account/schema";
import { createRouteHandler, json } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/account/claim-search?name= – unclaimed profiles for step 1 of the registration stepper
export const GET = createRouteHandler({ auth: "user", query: claimSearchQuerySchema }, async ({ actor, query }) =>
  json(await findClaimableProfiles(actor, query.name)),
);
