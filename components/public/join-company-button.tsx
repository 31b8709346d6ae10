"use client";

// A signed-in consultant asks to join the company (link state requestedByConsultant). The company
// page is cached for everybody, so who is asking is learned here, from the session endpoint (the same
// answer as the header's account menu, lib/client/session-account.ts): the
// button shows only to a signed-in consultant who is not a member yet. Few visitors are one: the API
// client loads on the click, not with the page.
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/alert";
import { sessionAccount } from "@/lib/client/session-account";

type Labels = { join: string; requested: string; failed: string };

export function JoinCompanyButton({ companyId, memberIds, labels }: { companyId: number; memberIds: readonly number[]; labels: Labels }) {
  const [consultantId, setConsultantId] = useState<number | null>(null);
  const [state, setState] = useState<"idle" | "pending" | "requested" | "failed">("idle");
  useEffect(() => {
    let live = true;
    void sessionAccount().then((account) => live && setConsultantId(account?.consultantId ?? null));
    return () => {
      live = false;
    };
  }, []);
  if (consultantId === null || memberIds.includes(consultantId)) return null;
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
          const ok = await import("@/lib/client/call-api")
            .then(({ callApi }) => callApi(`/api/company/${companyId}/consultant/${consultantId}`, { method: "POST", body: { companyLinkState: "requestedByConsultant" } }))
            .then((result) => result.ok, () => false);
          setState(ok ? "requested" : "failed");
        }}
      >
        {labels.join}
      </button>
      <ErrorAlert>{state === "failed" ? labels.failed : null}</ErrorAlert>
    </div>
  );
}
