import { ANONYMOUS } from "@/lib/auth/actor";
import { dropExpiredHeldMessages } from "@/lib/contact-email/confirmation";
import { deliverPendingEmails } from "@/lib/email/deliver-pending";
import { createRouteHandler, json } from "@/lib/http/route";
import { authorizeJobRequest } from "@/lib/evaluations/authorize-job";
import { runEvaluationJobs } from "@/lib/jobs/run-evaluation-jobs";
import { expireChanged } from "@/lib/cache/invalidate";
import { pruneRateLimitBuckets } from "@/lib/rate-limit/consume-rate-limit";
import { deleteExpiredConversations } from "@/lib/inbox/delete-expired-conversations";
import { evaluationJobsResponse } from "@/lib/openapi/responses";

// The job may run for a while on a backlog.
export const maxDuration = 300;

// POST /api/jobs/publish-evaluations – the scheduled work for an outside cron (Authorization: Bearer $JOBS_SECRET):
// publishes due evaluations, deletes unconfirmed ones past their edit window, forgets old network hashes,
// delivers the outbox (the "published" e-mails it just queued and any retries), drops contact
// messages that waited 14 days for an address nobody confirmed, deletes inbox conversations 12 months after their
// last message and forgets rate-limit budgets that are whole again.
export const POST = createRouteHandler(
  {
    doc: {
      summary:
        "Publish due evaluations, delete unconfirmed ones past their edit window, forget network hashes older than 30 days, queue the one reminder of review invitations that are due, deliver the outbox, drop contact messages held 14 days and forget rate-limit budgets that are whole again (cron)",
      tag: "jobs",
      access: "bearer JOBS_SECRET",
      response: evaluationJobsResponse,
    },
    resolveActor: async () => ANONYMOUS,
  },
  async ({ request }) => {
    authorizeJobRequest(request);
    const published = await runEvaluationJobs();
    // A run publishes for many consultants at once; it runs every few minutes, so a full expiry is cheap.
    if (published.published > 0) await expireChanged({ everything: true });
    const emails = await deliverPendingEmails({ limit: 200 });
    const heldMessages = await dropExpiredHeldMessages();
    const expiredConversations = await deleteExpiredConversations();
    const rateLimitBuckets = await pruneRateLimitBuckets();
    return json({ ...published, emails, heldMessages, expiredConversations, rateLimitBuckets });
  },
);

// Vercel Cron calls with GET and the same bearer header (and the document shows both methods alike).
export const GET = POST;
