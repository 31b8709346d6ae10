"use client";

// "Your data" (revFADP): download everything as JSON, or erase the account after typing the
// sign-in e-mail as confirmation.
import { callApi } from "@/lib/client/call-api";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { inputClass, labelClass } from "@/components/ui/field";
import { ErrorAlert } from "@/components/ui/alert";

export function YourDataCard({ loginEmail }: { loginEmail: string }) {
  const t = useTranslations("account.data");
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={cardClass} aria-labelledby="your-data">
      <h2 id="your-data" className="text-lg font-semibold text-ink">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("text")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="/api/account/export" className={buttonClass({ variant: "secondary" })} download>
          {t("export")}
        </a>
        <button type="button" className={buttonClass({ variant: "danger" })} onClick={() => setOpen(true)}>
          {t("delete")}
        </button>
      </div>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent title={t("deleteTitle")} description={t("deleteText")} closeLabel={t("close")}>
          <label htmlFor="delete-confirm" className={labelClass}>
            {t("confirmLabel", { email: loginEmail })}
          </label>
          <input id="delete-confirm" type="email" className={inputClass} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
          <ErrorAlert>{error}</ErrorAlert>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={buttonClass({ variant: "danger" })}
              disabled={pending || confirm.trim().toLowerCase() !== loginEmail.toLowerCase()}
              onClick={async () => {
                setPending(true);
                setError(null);
                const result = await callApi("/api/account", { method: "DELETE", body: { confirmEmail: confirm } });
                setPending(false);
                // The session is gone with the account: a full navigation starts clean.
                // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full reload drops the deleted session from every client cache
                if (result.ok) window.location.assign("/");
                else setError(result.status === 409 ? t("cancelSubscriptionFirst") : t("failed"));
              }}
            >
              {t("deleteConfirm")}
            </button>
          </div>
        </DialogContent>
      </DialogRoot>
    </section>
  );
}
