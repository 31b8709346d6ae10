"use client";

// The decisions on one evaluation in the moderation queue. Hiding needs a reason, which the
// consultant's page discloses; the other actions need none.
import { buttonClass } from "@/components/ui/button";
import { useActionState } from "react";
import { DecisionMessage, HideReasonField, type DecisionStatus } from "./decision-parts";

/** What the moderation server action answers; `at` makes a repeated outcome a new state. */
export type ModerationState = { status: Exclude<DecisionStatus, "failed">; at?: number };

type Labels = {
  release: string;
  publishNow: string;
  verify: string;
  hide: string;
  reason: string;
  reasonHint: string;
  invalid: string;
  conflict: string;
  decided: string;
};

export function ModerationDecision({
  evaluationId,
  can,
  action,
  labels,
}: {
  evaluationId: string;
  can: { release: boolean; publishNow: boolean; verify: boolean; hide: boolean };
  action: (state: ModerationState, form: FormData) => Promise<ModerationState>;
  labels: Labels;
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const reasonId = `moderation-${evaluationId}-reason`;
  const secondary = buttonClass({ variant: "secondary" });
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="evaluationId" value={evaluationId} />
      <div className="flex flex-wrap gap-2">
        {can.release ? (
          <button type="submit" name="action" value="release" disabled={pending} className={secondary}>
            {labels.release}
          </button>
        ) : null}
        {can.publishNow ? (
          <button type="submit" name="action" value="publishNow" disabled={pending} className={secondary}>
            {labels.publishNow}
          </button>
        ) : null}
        {can.verify ? (
          <button type="submit" name="action" value="verify" disabled={pending} className={secondary}>
            {labels.verify}
          </button>
        ) : null}
      </div>
      {can.hide ? (
        <>
          <HideReasonField id={reasonId} label={labels.reason} hint={labels.reasonHint} />
          <button type="submit" name="action" value="hide" disabled={pending} className={buttonClass({ variant: "danger" })}>
            {labels.hide}
          </button>
        </>
      ) : null}
      <DecisionMessage status={state.status} labels={labels} />
    </form>
  );
}
