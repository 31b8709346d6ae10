"use client";

// A signed-in consultant asks to join the company (link state requestedByConsultant). The company
// page is cached for everybody, so who is asking is learned here, from the session endpoint: the
// button shows only to a signed-in consultant who is not a member yet. Few visitors are one: the API
// client loads on the click, not with the page.
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/alert";

type Labels = { join: string; requested: string; failed: string };

/** The signed-in visitor's consultant id (null: signed out or no profile); a hand-written check, no zod in the first load. */
async function ownConsultantId(): Promise<number | null> {
  const body: unknown = await fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  const account = body && typeof body === "object" ? (body as { account?: unknown }).account : null;
  const id = account && typeof account === "object" ? (account as { consultantId?: unknown }).consultantId : null;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
}

export function JoinCompanyButton({ companyId, memberIds, labels }: { companyId: number; memberIds: readonly number[]; labels: Labels }) {
  const [consultantId, setConsultantId] = useState<number | null>(null);
  const [state, setState] = useState<"idle" | "pending" | "requested" | "failed">("idle");
  useEffect(() => {
    let live = true;
    void ownConsultantId().then((id) => live && setConsultantId(id));
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
