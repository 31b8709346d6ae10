"use client";

// What the administration's decision forms share (moderating a rating, deciding on a report): the
// reason for hiding, which the consultant's page discloses, and the answer of the server action.

/** The reason field: label, textarea (at most 500 characters) and its hint. */
export function HideReasonField({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded-lg border border-brand-200 px-3 py-2 text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </>
  );
}

export type DecisionStatus = "idle" | "decided" | "invalid" | "conflict" | "failed";

/**
 * The answer: an alert for an invalid or conflicting decision. With `decided`, a live region that is
 * always there also announces the decision taken; without, nothing is shown until there is an error.
 */
export function DecisionMessage({ status, labels }: { status: DecisionStatus; labels: { invalid: string; conflict: string; decided?: string } }) {
  const error = status === "invalid" ? labels.invalid : status === "conflict" ? labels.conflict : null;
  if (labels.decided === undefined) {
    return error ? (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    ) : null;
  }
  return (
    <p role={error ? "alert" : "status"} className={status === "decided" ? "text-sm text-brand-700" : "text-sm text-danger"}>
      {error ?? (status === "decided" ? labels.decided : "")}
    </p>
  );
}
