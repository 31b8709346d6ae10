"use client";

// Keep or hide one reported evaluation. Hiding needs a reason, which the consultant's page discloses.
import { buttonClass } from "@/components/ui/button";
import { useActionState } from "react";

/** What the decision's server action answers; `at` makes a repeated outcome a new state. */
export type DecisionState = { status: "idle" | "decided" | "invalid" | "conflict" | "failed"; at?: number };

type Labels = { keep: string; hide: string; reason: string; reasonHint: string; invalid: string; conflict: string; decided: string };

export function ReportDecision({
  reportId,
  action,
  labels,
}: {
  reportId: number;
  action: (state: DecisionState, form: FormData) => Promise<DecisionState>;
  labels: Labels;
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const reasonId = `report-${reportId}-reason`;
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="reportId" value={reportId} />
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
      <div className="flex gap-2">
        <button type="submit" name="decision" value="keep" disabled={pending} className={buttonClass({ variant: "secondary" })}>
          {labels.keep}
        </button>
        <button type="submit" name="decision" value="hide" disabled={pending} className={buttonClass({ variant: "danger" })}>
          {labels.hide}
        </button>
      </div>
      {state.status === "invalid" || state.status === "conflict" ? (
        <p role="alert" className="text-sm text-danger">
          {state.status === "invalid" ? labels.invalid : labels.conflict}
        </p>
      ) : null}
    </form>
  );
}
