"use client";

// The one click that confirms a contact address (POST /api/email/confirm) and its result in the
// page's language: the server's detail for a refusal, our own texts otherwise.
import { callApi } from "@/lib/client/call-api";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/alert";

type Outcome = { ok: boolean; text: string };

export function ConfirmContactEmail({ token, email }: { token: string; email: string }) {
  const t = useTranslations("contactEmail.confirm");
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setPending(true);
    try {
      const result = await callApi<{ status?: string; released?: number }>("/api/email/confirm", { method: "POST", body: { token, locale } });
      if (result.ok && result.data?.status === "confirmed") {
        setOutcome({ ok: true, text: [t("confirmed", { email }), t("released", { count: result.data.released ?? 0 })].filter(Boolean).join(" ") });
      } else if (result.ok) setOutcome({ ok: true, text: t("alreadyConfirmed") });
      // 404 and 409 carry the service's explanation in this page's language.
      else setOutcome({ ok: false, text: result.status === 404 || result.status === 409 ? (result.problem.detail ?? t("failed")) : t("failed") });
    } catch {
      setOutcome({ ok: false, text: t("failed") });
    } finally {
      setPending(false);
    }
  };

  if (outcome?.ok) {
    return (
      <p role="status" className="mt-4 font-semibold text-ink">
        {outcome.text}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <button type="button" className={buttonClass()} disabled={pending} onClick={confirm}>
        {pending ? t("confirming") : t("button")}
      </button>
      <ErrorAlert>{outcome?.text}</ErrorAlert>
    </div>
  );
}
