"use client";

// The public contact address in the account: confirmed or not (contact messages wait until it is),
// and "send the link again". The server caps the links and says so in the page's language.
import { callApi } from "@/lib/client/call-api";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";

type Owner = { consultantId: number } | { companyId: number };

/** `status` as the account pages read it (lib/account/contact-email-status.ts): the address, when it was confirmed, the messages waiting for it. */
export function ContactEmailCard({ owner, status }: { owner: Owner; status: { email: string; confirmedAt: Date | null; waiting: number } }) {
  const { email, waiting } = status;
  const confirmed = status.confirmedAt !== null;
  const t = useTranslations("contactEmail.status");
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async () => {
    setPending(true);
    setResult(null);
    try {
      const result = await callApi<{ status?: string }>("/api/email/confirmation", { method: "POST", body: { ...owner, locale } });
      if (result.ok) setResult({ ok: true, text: result.data?.status === "alreadyConfirmed" ? t("alreadyConfirmed") : t("sent", { email }) });
      // A cap's detail comes in this page's language.
      else setResult({ ok: false, text: result.status === 429 && result.problem.detail ? result.problem.detail : t("failed") });
    } catch {
      setResult({ ok: false, text: t("failed") });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={cardClass} aria-labelledby="contact-email">
      <h2 id="contact-email" className="text-lg font-semibold text-ink">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="contact-email-state">
        <span aria-hidden="true" className={confirmed ? "text-lime-700" : "text-amber-700"}>
          {confirmed ? "✓ " : "! "}
        </span>
        {confirmed ? t("confirmed", { email }) : t("unconfirmed", { email })}
      </p>
      {confirmed ? null : (
        <>
          <p className="mt-1 text-sm text-muted">{t("waiting", { count: waiting })}</p>
          <div className="mt-4">
            <button type="button" className={buttonClass({ variant: "secondary" })} disabled={pending} onClick={resend}>
              {pending ? t("sending") : t("resend")}
            </button>
          </div>
        </>
      )}
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`mt-2 text-sm ${result.ok ? "text-ink" : "text-danger"}`}>
          {result.text}
        </p>
      ) : null}
    </section>
  );
}
