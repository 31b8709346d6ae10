"use client";

// The moderator's open step of a dispute: screening (ask the reviewer, or reject with the reason the
// consultant reads) or, once the reviewer answered, the decision with what the consultant may read.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/ui/field";
import { callApi } from "@/lib/client/call-api";
import { DISPUTE_OUTCOMES } from "@/lib/disputes/schema";
import { useRouter } from "@/lib/i18n/client-navigation";

export function DisputeModeration({
  disputeId,
  step,
  askAllowed,
  hasRevision,
}: {
  disputeId: number;
  step: "screening" | "answered";
  askAllowed: boolean;
  hasRevision: boolean;
}) {
  const t = useTranslations("disputes.admin");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [outcome, setOutcome] = useState<(typeof DISPUTE_OUTCOMES)[number]>("kept");
  const [summary, setSummary] = useState("");
  const [publicReason, setPublicReason] = useState("");
  const [shown, setShown] = useState(false);

  async function send(path: string, body: unknown) {
    setBusy(true);
    setError(null);
    const result = await callApi(`/api/dispute/${disputeId}/${path}`, { method: "POST", body });
    setBusy(false);
    if (result.ok) router.refresh();
    else setError(result.problem.invalidParams.map((p) => p.message).join(" ") || result.problem.detail || t("failed"));
  }

  const alert = error ? (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;

  if (step === "screening") {
    return (
      <section className="tile space-y-3 p-5">
        <h2 className="font-semibold text-ink">{t("screening")}</h2>
        <p className="text-sm text-muted">{t("screeningHint")}</p>
        <button type="button" className={buttonClass()} disabled={busy || !askAllowed} onClick={() => void send("screening", { action: "ask" })}>
          {t("ask")}
        </button>
        <div>
          <label htmlFor="reject-reason" className={labelClass}>
            {t("rejectReason")}
          </label>
          <textarea id="reject-reason" rows={3} maxLength={500} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          disabled={busy || !reason.trim()}
          onClick={() => void send("screening", { action: "reject", reason: reason.trim() })}
        >
          {t("reject")}
        </button>
        {alert}
      </section>
    );
  }
  return (
    <section className="tile space-y-3 p-5">
      <h2 className="font-semibold text-ink">{t("decision")}</h2>
      <fieldset className="space-y-1">
        <legend className={labelClass}>{t("outcome")}</legend>
        {DISPUTE_OUTCOMES.map((o) => (
          <label key={o} className="flex items-center gap-2">
            <input type="radio" name="outcome" value={o} checked={outcome === o} disabled={o === "edited" && !hasRevision} onChange={() => setOutcome(o)} />
            {t(`outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      {outcome === "kept" ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          {t("consultationShown")}
        </label>
      ) : null}
      {outcome === "hidden" ? (
        <div>
          <label htmlFor="public-reason" className={labelClass}>
            {t("publicReason")} *
          </label>
          <input id="public-reason" maxLength={500} className={inputClass} value={publicReason} onChange={(e) => setPublicReason(e.target.value)} />
        </div>
      ) : null}
      <div>
        <label htmlFor="summary" className={labelClass}>
          {t("summary")} *
        </label>
        <textarea id="summary" rows={4} maxLength={2000} className={inputClass} value={summary} onChange={(e) => setSummary(e.target.value)} />
        <p className="mt-1 text-xs text-muted">{t("summaryHint")}</p>
      </div>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy || !summary.trim() || (outcome === "hidden" && !publicReason.trim())}
        onClick={() =>
          void send("decision", {
            outcome,
            summaryForConsultant: summary.trim(),
            publicReason: outcome === "hidden" ? publicReason.trim() : null,
            consultationShown: outcome === "kept" && shown,
          })
        }
      >
        {t("decide")}
      </button>
      {alert}
    </section>
  );
}
