"use client";

// Subscription tab: checkout per plan and the billing portal; both answer a text address to open.
// 503 means billing is not configured on this installation (the product still runs: docs/product-rules.md#subscriptions-and-pricing).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { callApi } from "@/lib/client/call-api";

export type PlanOption = {
  id: string;
  name: string;
  price: string;
  features: string[];
  highlighted: boolean;
  stripePriceId: string | null;
  purchase: "checkout" | "onRequest";
};

export function SubscriptionPanel({ consultantId, plans, status }: { consultantId: number; plans: PlanOption[]; status: string }) {
  const t = useTranslations("account.subscription");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function go(path: string) {
    setPending(true);
    setMessage(null);
    const result = await callApi(`/api/consultant/${consultantId}/${path}`, { read: "text" });
    setPending(false);
    if (result.ok) {
      window.location.assign(result.data.trim());
      return;
    }
    setMessage(result.status === 503 ? t("notConfigured") : t("failed"));
  }

  return (
    <div className="space-y-6">
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-ink">{status}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <div key={plan.id} className={`rounded-2xl border p-5 ${plan.highlighted ? "border-brand-600 shadow-md" : "border-brand-100"}`}>
            {plan.highlighted ? <p className="text-xs font-semibold uppercase text-brand-700">{t("popular")}</p> : null}
            <h3 className="text-lg font-bold text-ink">{plan.name}</h3>
            <p className="mt-1 text-2xl font-bold text-brand-700">{plan.price}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {plan.purchase === "checkout" ? (
              <>
                <button
                  type="button"
                  className={`${buttonClass()} mt-4 w-full`}
                  disabled={pending || !plan.stripePriceId}
                  aria-describedby={plan.stripePriceId ? undefined : `plan-${plan.id}-reason`}
                  onClick={() => plan.stripePriceId && void go(`checkout/${encodeURIComponent(plan.stripePriceId)}`)}
                >
                  {t("choose")}
                </button>
                {/* Why the button is off, beside it rather than after a click elsewhere. */}
                {plan.stripePriceId ? null : (
                  <p id={`plan-${plan.id}-reason`} className="mt-2 text-sm text-muted">
                    {t("notConfigured")}
                  </p>
                )}
              </>
            ) : (
              <p className="mt-4 text-sm text-muted">{t("onRequest")}</p>
            )}
          </div>
        ))}
      </div>
      <button type="button" className={buttonClass({ variant: "secondary" })} disabled={pending} onClick={() => void go("portal")}>
        {t("portal")}
      </button>
      {message ? (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
