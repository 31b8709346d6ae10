"use client";

// The consultant's "Dispute" action on a published review of the account list (docs/product-rules.md#disputes):
// a reason and an explanation, sent once; the list shows the dispute's state afterwards.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/ui/field";
import { callApi } from "@/lib/client/call-api";
import { DISPUTE_REASONS, EXPLANATION_MAX_LENGTH, EXPLANATION_MIN_LENGTH } from "@/lib/disputes/schema";
import { useRouter } from "@/lib/i18n/client-navigation";

export function DisputeAction({ evaluationId }: { evaluationId: string }) {
  const t = useTranslations("disputes.account");
  const reasons = useTranslations("disputes.reasons");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [explanation, setExplanation] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = reason !== "" && explanation.trim().length >= EXPLANATION_MIN_LENGTH;

  async function submit() {
    setBusy(true);
    setError(null);
    const result = await callApi(`/api/evaluation/${evaluationId}/dispute`, { method: "POST", body: { reason, explanation: explanation.trim() } });
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      router.refresh();
    } else {
      setError(result.problem.invalidParams[0]?.message ?? result.problem.detail ?? t("failed"));
    }
  }

  return (
    <>
      <button type="button" className={buttonClass({ variant: "secondary" })} onClick={() => setOpen(true)}>
        {t("dispute")}
      </button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent title={t("title")} description={t("text")} closeLabel={t("close")}>
          <label htmlFor={`dispute-reason-${evaluationId}`} className={labelClass}>
            {t("reason")} *
          </label>
          <select id={`dispute-reason-${evaluationId}`} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">{t("chooseReason")}</option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasons(r)}
              </option>
            ))}
          </select>
          <label htmlFor={`dispute-explanation-${evaluationId}`} className={`${labelClass} mt-3`}>
            {t("explanation")} *
          </label>
          <textarea
            id={`dispute-explanation-${evaluationId}`}
            rows={5}
            maxLength={EXPLANATION_MAX_LENGTH}
            className={inputClass}
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
          />
          <p className="mt-1 text-xs text-muted">{t("explanationHint", { min: EXPLANATION_MIN_LENGTH })}</p>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end">
            <button type="button" className={buttonClass()} disabled={busy || !valid} onClick={() => void submit()}>
              {t("submit")}
            </button>
          </div>
        </DialogContent>
      </DialogRoot>
    </>
  );
}
