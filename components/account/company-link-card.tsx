"use client";

// The consultant's side of the company link (docs/product-rules.md#companies-and-membership): cancel a request, accept or decline
// an invitation, leave. Joining starts on the company's public page.
import { callApi } from "@/lib/client/call-api";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/lib/i18n/client-link";
import { useRouter } from "@/lib/i18n/client-navigation";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/alert";

export function CompanyLinkCard({
  consultantId,
  company,
  linkState,
}: {
  consultantId: number;
  company: { id: number; name: string } | null;
  linkState: string;
}) {
  const t = useTranslations("account.company");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function change(method: "POST" | "DELETE", target?: string) {
    if (!company) return;
    setPending(true);
    setFailed(false);
    const result = await callApi(`/api/company/${company.id}/consultant/${consultantId}`, { method, body: target ? { companyLinkState: target } : undefined });
    setPending(false);
    if (result.ok) router.refresh();
    else setFailed(true);
  }

  return (
    <section className={cardClass} aria-labelledby="company-card">
      <h2 id="company-card" className="text-lg font-semibold text-ink">
        {t("title")}
      </h2>
      {!company || linkState === "unlinked" ? (
        <p className="mt-2 text-sm text-muted">
          {t("none")}{" "}
          <Link href="/companies" className="text-brand-700 underline">
            {t("find")}
          </Link>
        </p>
      ) : (
        <div className="mt-2 space-y-3 text-sm">
          <p>
            <Link href={`/companies/${company.id}`} className="font-semibold text-brand-700 underline">
              {company.name}
            </Link>{" "}
            · {t(`states.${linkState}`)}
          </p>
          <div className="flex flex-wrap gap-2">
            {linkState === "requestedByCompany" ? (
              <>
                <button type="button" className={buttonClass()} disabled={pending} onClick={() => void change("POST", "accepted")}>
                  {t("accept")}
                </button>
                <button type="button" className={buttonClass({ variant: "secondary" })} disabled={pending} onClick={() => void change("DELETE")}>
                  {t("decline")}
                </button>
              </>
            ) : (
              <button type="button" className={buttonClass({ variant: "secondary" })} disabled={pending} onClick={() => void change("DELETE")}>
                {linkState === "requestedByConsultant" ? t("cancel") : t("leave")}
              </button>
            )}
          </div>
        </div>
      )}
      <ErrorAlert>{failed ? t("failed") : null}</ErrorAlert>
    </section>
  );
}
