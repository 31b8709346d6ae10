// The scheduled work on evaluations, one call for the job endpoint and the CLI: publish what is due,
// delete what was never confirmed, forget networks older than 30 days, queue the one reminder of
// review invitations that are due, the dispute procedure's steps, and removed comments whose appeal window closed. Each step is idempotent and
// safe when two runs overlap.
import "server-only";
import { deleteUnconfirmedEvaluations } from "@/lib/evaluations/delete-unconfirmed-evaluations";
import { sendInvitationReminders } from "@/lib/invitations/send-invitation-reminders";
import { forgetOldNetworks } from "@/lib/evaluations/forget-networks";
import { runDisputeJobs, type DisputeJobsResult } from "@/lib/disputes/run-dispute-jobs";
import { forgetRemovedComments } from "@/lib/moderation/forget-removed-comments";
import { publishDueEvaluations, type PublishOptions, type PublishResult } from "@/lib/evaluations/publish-due-evaluations";

export type EvaluationJobsResult = PublishResult &
  DisputeJobsResult & { deletedUnconfirmed: number; forgottenNetworks: number; invitationReminders: number; forgottenRemovedComments: number };

export async function runEvaluationJobs(options: PublishOptions = {}): Promise<EvaluationJobsResult> {
  const published = await publishDueEvaluations(options);
  const deletedUnconfirmed = await deleteUnconfirmedEvaluations(options);
  const forgotten = await forgetOldNetworks(options);
  const reminders = await sendInvitationReminders(options);
  // The dispute procedure's reminder, deadline and evidence deletion (docs/product-rules.md#disputes).
  const disputes = await runDisputeJobs(options);
  const forgottenRemovedComments = await forgetRemovedComments(options);
  return {
    ...published,
    ...disputes,
    deletedUnconfirmed,
    forgottenNetworks: forgotten.evaluations + forgotten.signIns,
    invitationReminders: reminders.reminded,
    forgottenRemovedComments,
  };
}
