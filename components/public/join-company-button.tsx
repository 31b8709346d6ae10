"use client";

// A signed-in consultant asks to join the company (link state requestedByConsultant).
import { callApi } from "@/lib/client/call-api";
import { buttonClass } from "@/components/ui/button";
import { useState } from "react";

type Labels = { join: string; requested: string; failed: string };

export function JoinCompanyButton({ companyId, consultantId, labels }: { companyId: number; consultantId: number; labels: Labels }) {
  const [state, setState] = useState<"idle" | "pending" | "requested" | "failed">("idle");
  if (state === "requested") {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-2.5 font-semibold text-brand-700">
        {labels.requested}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        disabled={state === "pending"}
        className={buttonClass({ variant: "secondary", size: "lg", className: "w-full" })}
        onClick={async () => {
          setState("pending");
          const result = await callApi(`/api/company/${companyId}/consultant/${consultantId}`, { method: "POST", body: { companyLinkState: "requestedByConsultant" } });
          setState(result.ok ? "requested" : "failed");
        }}
      >
        {labels.join}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {labels.failed}
        </p>
      ) : null}
    </div>
  );
}
