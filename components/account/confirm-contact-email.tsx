"use client";

// The one click that confirms a contact address (POST /api/email/confirm) and its result in the
// page's language: the server's detail for a refusal, our own texts otherwise.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";

type Outcome = { ok: boolean; text: string };

export function ConfirmContactEmail({ token, email }: { token: string; email: string }) {
  const t = useTranslations("contactEmail.confirm");
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setPending(true);
    try {
      const response = await fetch("/api/email/confirm", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, locale }) });
      const body = (await response.json().catch(() => ({}))) as { status?: string; released?: number; detail?: string };
      if (response.ok && body.status === "confirmed") {
        setOutcome({ ok: true, text: [t("confirmed", { email }), t("released", { count: body.released ?? 0 })].filter(Boolean).join(" ") });
      } else if (response.ok) setOutcome({ ok: true, text: t("alreadyConfirmed") });
      // 404 and 409 carry the service's explanation in this page's language.
      else setOutcome({ ok: false, text: response.status === 404 || response.status === 409 ? (body.detail ?? t("failed")) : t("failed") });
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
      {outcome ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
