"use client";

// The pricing table's plan choice: radios, then "start free trial". Without a choice it says
// "Please choose a plan" (docs/product-rules.md#public-pages) instead of the browser's generic message.
// A plain GET form to the account creation (`action`, localized by the page): it works without
// JavaScript, and the island needs no router.
import { buttonClass } from "@/components/ui/button";
import { useId, useState, type ReactNode } from "react";

export type PlanCard = { id: string; name: string; price: string; description: string; features: string[]; highlighted: boolean; badge?: string };
type Labels = { legend: string; choose: string; submit: string; required: string };

export function PlanChooser({ plans, labels, action, corporateAction }: { plans: PlanCard[]; labels: Labels; action: string; corporateAction: ReactNode }) {
  const errorId = useId();
  const [plan, setPlan] = useState<string | null>(null);
  const [error, setError] = useState(false);
  return (
    <>
    <form
      method="get"
      action={action}
      noValidate
      onSubmit={(e) => {
        if (plan) return;
        e.preventDefault();
        setError(true);
      }}
    >
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">{labels.legend}</legend>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {plans.map((p) => (
            <label key={p.id} className={`relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-6 shadow-sm has-[:checked]:border-brand-600 ${p.highlighted ? "border-brand-200" : "border-brand-100"}`}>
              {p.badge ? <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-xs font-bold text-ink">{p.badge}</span> : null}
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="plan"
                  value={p.id}
                  className="h-4 w-4 accent-brand-600"
                  onChange={() => {
                    setPlan(p.id);
                    setError(false);
                  }}
                />
                <span className="text-xl font-bold text-ink">{p.name}</span>
              </span>
              <span className="mt-3 text-2xl font-bold text-brand-700">{p.price}</span>
              <span className="mt-2 text-sm text-muted">{p.description}</span>
              <ul className="mt-4 space-y-2 text-sm text-ink">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-600">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="mt-4 text-danger">
          {labels.required}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass({ size: "lg" })}>
          {labels.submit}
        </button>
      </div>
    </form>
    {/* Outside the form: React events bubble through the dialog's portal into an enclosing form. */}
    <div className="mt-4">{corporateAction}</div>
    </>
  );
}
