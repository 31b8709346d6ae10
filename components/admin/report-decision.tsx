"use client";

// Keep or hide one reported evaluation. Hiding needs a reason, which the consultant's page discloses.
import { buttonClass } from "@/components/ui/button";
import { useActionState } from "react";
import { DecisionMessage, HideReasonField, type DecisionStatus } from "./decision-parts";

/** What the decision's server action answers; `at` makes a repeated outcome a new state. */
export type DecisionState = { status: DecisionStatus; at?: number };

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
      <HideReasonField id={reasonId} label={labels.reason} hint={labels.reasonHint} />
      <div className="flex gap-2">
        <button type="submit" name="decision" value="keep" disabled={pending} className={buttonClass({ variant: "secondary" })}>
          {labels.keep}
        </button>
        <button type="submit" name="decision" value="hide" disabled={pending} className={buttonClass({ variant: "danger" })}>
          {labels.hide}
        </button>
      </div>
      <DecisionMessage status={state.status} labels={{ invalid: labels.invalid, conflict: labels.conflict }} />
    </form>
  );
}
