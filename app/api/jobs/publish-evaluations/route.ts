import { ANONYMOUS } from "@/lib/auth/actor";
import { createRouteHandler, json } from "@/lib/http/route";
import { authorizeJobRequest } from "@/lib/evaluations/authorize-job";
import { publishDueEvaluations } from "@/lib/evaluations/publish-due-evaluations";

// The job may run for a while on a backlog.
export const maxDuration = 300;

// POST /api/jobs/publish-evaluations – the release job for an outside cron (Authorization: Bearer $JOBS_SECRET)
export const POST = createRouteHandler({ resolveActor: async () => ANONYMOUS }, async ({ request }) => {
  authorizeJobRequest(request);
  return json(await publishDueEvaluations());
});

// Vercel Cron calls with GET and the same bearer header.
export const GET = POST;
