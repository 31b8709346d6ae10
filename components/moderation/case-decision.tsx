"use client";

// The decision form of a notice or an appeal in the administration: one button per outcome, the
// public reason (which the author, the consultant and the reporters read) and a private note.
import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button";

export type CaseDecisionState = { status: "idle" | "decided" | "invalid" | "conflict" | "forbidden"; at?: number };

export function CaseDecision({
  id,
  action,
  outcomes,
  labels,
}: {
  id: number;
  action: (state: CaseDecisionState, form: FormData) => Promise<CaseDecisionState>;
  outcomes: { value: string; label: string; danger?: boolean }[];
  labels: { publicReason: string; publicReasonHint: string; note: string; decided: string; invalid: string; conflict: string; forbidden: string };
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const message = state.status === "idle" ? "" : labels[state.status];
  return (
    <form action={formAction} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`case-${id}-reason`} className="block text-sm font-medium text-ink">
        {labels.publicReason}
      </label>
      <textarea
        id={`case-${id}-reason`}
        name="publicReason"
        rows={2}
        maxLength={500}
        aria-describedby={`case-${id}-reason-hint`}
        className="block w-full rounded-lg border border-brand-200 px-3 py-2 text-sm"
      />
      <p id={`case-${id}-reason-hint`} className="text-xs text-muted">
        {labels.publicReasonHint}
      </p>
      <label htmlFor={`case-${id}-note`} className="block text-sm font-medium text-ink">
        {labels.note}
      </label>
      <textarea id={`case-${id}-note`} name="note" rows={2} maxLength={2000} className="block w-full rounded-lg border border-brand-200 px-3 py-2 text-sm" />
      <div className="flex flex-wrap gap-2">
        {outcomes.map((o) => (
          <button
            key={o.value}
            type="submit"
            name="outcome"
            value={o.value}
            disabled={pending}
            className={buttonClass({ variant: o.danger ? "danger" : "secondary" })}
          >
            {o.label}
          </button>
        ))}
      </div>
      <p role={state.status === "decided" ? "status" : "alert"} className={state.status === "decided" ? "text-sm text-brand-700" : "text-sm text-danger"}>
        {message}
      </p>
    </form>
  );
}
