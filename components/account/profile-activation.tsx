"use client";

// Disabling a profile (the ⋯ menu and its confirmation) and activating it again. The page changes
// only once the server has confirmed (docs/product-rules.md#consultant-states).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import type { ShowToast } from "@/components/ui/toast";
import { callApi } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";

export function DisableProfileMenu({ consultantId, toast }: { consultantId: number; toast: ShowToast }) {
  const t = useTranslations("account.profile");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function disable() {
    setBusy(true);
    const result = await callApi(`/api/consultant/${consultantId}/disable`, { method: "PUT" });
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      router.refresh();
    } else toast("error", t("actionFailed"));
  }

  return (
    <>
      <details className="relative">
        <summary className={`${buttonClass({ variant: "secondary" })} cursor-pointer list-none`} aria-label={t("menu")}>
          ⋯
        </summary>
        <div className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-brand-100 bg-white p-1 shadow-lg">
          <button type="button" className="min-h-11 w-full rounded px-3 py-2 text-left text-sm text-danger hover:bg-brand-50" onClick={() => setOpen(true)}>
            {t("disable.menu")}
          </button>
        </div>
      </details>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent title={t("disable.title")} description={t("disable.text")} closeLabel={t("close")}>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button variant="danger" onClick={() => void disable()} busy={busy}>
              {t("disable.confirm")}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

export function DisabledCard({ consultantId }: { consultantId: number }) {
  const t = useTranslations("account.profile");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{t("disabled.title")}</h1>
      <p className="mt-2 text-muted">{t("disabled.text")}</p>
      <Button
        className="mt-6"
        busy={pending}
        onClick={async () => {
          setPending(true);
          setFailed(false);
          const result = await callApi(`/api/consultant/${consultantId}/activate`, { method: "PUT" });
          setPending(false);
          if (result.ok) router.refresh();
          else setFailed(true);
        }}
      >
        {t("disabled.activate")}
      </Button>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t("actionFailed")}
        </p>
      ) : null}
    </div>
  );
}
