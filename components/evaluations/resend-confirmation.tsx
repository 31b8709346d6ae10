"use client";

// "Send the confirmation e-mail again" on the customer's summary page. The server limits how often
// (per evaluation and per client); the answer says sent, too often, or failed.
import { callApi } from "@/lib/client/call-api";
import { buttonClass } from "@/components/ui/button";
import { useState } from "react";

type Labels = { button: string; sent: string; rateLimited: string; failed: string };

export function ResendConfirmation({ evaluationId, editToken, labels }: { evaluationId: string; editToken: string; labels: Labels }) {
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "rateLimited" | "failed">("idle");
  const send = async () => {
    setStatus("sending");
    const result = await callApi(`/api/evaluation/${evaluationId}/confirmation-email`, { method: "POST", body: { editToken } });
    setStatus(result.ok ? "sent" : result.status === 429 ? "rateLimited" : "failed");
  };
  return (
    <div className="mt-3">
      <button type="button" onClick={send} disabled={status === "sending"} className={buttonClass({ variant: "secondary" })}>
        {labels.button}
      </button>
      <p role="status" aria-live="polite" className={`mt-2 text-sm ${status === "sent" ? "text-brand-700" : "text-danger"}`}>
        {status === "sent" ? labels.sent : status === "rateLimited" ? labels.rateLimited : status === "failed" ? labels.failed : ""}
      </p>
    </div>
  );
}
