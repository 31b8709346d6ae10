"use client";

// The decisions on one evaluation in the moderation queue. Hiding needs a reason, which the
// consultant's page discloses; the other actions need none.
import { buttonClass } from "@/components/ui/button";
import { useActionState } from "react";

/** What the moderation server action answers; `at` makes a repeated outcome a new state. */
export type ModerationState = { status: "idle" | "decided" | "invalid" | "conflict"; at?: number };

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
          <label htmlFor={reasonId} className="block text-sm font-medium text-ink">
            {labels.reason}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={500}
            aria-describedby={`${reasonId}-hint`}
            className="block w-full rounded-lg border border-brand-200 px-3 py-2 text-sm"
          />
          <p id={`${reasonId}-hint`} className="text-xs text-muted">
            {labels.reasonHint}
          </p>
          <button type="submit" name="action" value="hide" disabled={pending} className={buttonClass({ variant: "danger" })}>
            {labels.hide}
          </button>
        </>
      ) : null}
      <p
        role={state.status === "invalid" || state.status === "conflict" ? "alert" : "status"}
        className={state.status === "decided" ? "text-sm text-brand-700" : "text-sm text-danger"}
      >
        {state.status === "invalid" ? labels.invalid : state.status === "conflict" ? labels.conflict : state.status === "decided" ? labels.decided : ""}
      </p>
    </form>
  );
}
