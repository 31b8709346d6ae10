// Everything a dispute's file for the moderators (app/[locale]/administration/moderation/disputes/[id]/page.tsx)
// shows, with what its state offers: the reviewer's deadline while they are asked, the note that the review was
// made with the consultant's own code (a "not my client" dispute then cannot ask the reviewer), the decision's
// outcome in the page's words and the open step (screening or the decision) if any.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getDisputeForModerator, type ModeratorDispute } from "@/lib/disputes/read-dispute";
import { nullIfNotFound } from "@/lib/errors";
import { recordIdParam } from "@/lib/http/record-id";

export type DisputeAdminPage =
  | {
      kind: "found";
      dispute: ModeratorDispute;
      /** Only while the reviewer is asked. */
      answerDueAt: Date | null;
      madeWithOwnCode: boolean;
      /** The four outcomes the page names; any other recorded outcome reads as "kept". */
      outcome: "disputeRejected" | "hidden" | "edited" | "kept" | null;
      /** The open step and what it allows; null once decided or while the reviewer is asked. */
      step: { status: "screening" | "answered"; askAllowed: boolean; hasRevision: boolean } | null;
    }
  | { kind: "missing" };

/** `idParam` is the route's [id]: not a record id, or no such dispute, is "missing" (a 404). */
export async function loadDisputeAdminPage(actor: Actor, idParam: string): Promise<DisputeAdminPage> {
  const id = recordIdParam.safeParse(idParam);
  if (!id.success) return { kind: "missing" };
  const dispute = await nullIfNotFound(getDisputeForModerator(actor, id.data));
  if (!dispute) return { kind: "missing" };
  const madeWithOwnCode = dispute.reason === "notMyClient" && dispute.evaluation.madeWithOwnCode;
  const outcome = dispute.decision?.outcome;
  return {
    kind: "found",
    dispute,
    answerDueAt: dispute.status === "awaitingReviewer" ? dispute.answerDueAt : null,
    madeWithOwnCode,
    outcome: outcome === undefined ? null : outcome === "disputeRejected" || outcome === "hidden" || outcome === "edited" ? outcome : "kept",
    step:
      dispute.status === "screening" || dispute.status === "answered"
        ? { status: dispute.status, askAllowed: !madeWithOwnCode, hasRevision: dispute.revisedComment !== null }
        : null,
  };
}
