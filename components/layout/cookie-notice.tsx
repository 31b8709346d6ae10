"use client";

// Spec section 1/2: the cookie dialog appears 3 s after load unless the analytics flag is stored;
// "accept all" stores the shown and analytics flags; "required only" just closes.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { CONSENT_DELAY_MS, readConsent, storeConsent } from "@/lib/consent";
import { Link } from "@/lib/i18n/navigation";

export function CookieNotice() {
  const t = useTranslations("cookie");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readConsent().analytics) return;
    const timer = window.setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogContent title={t("title")} closeLabel={common("close")}>
        <p className="text-sm text-muted">{t("text")}</p>
        <p className="mt-2 text-sm">
          <Link href="/privacy-policy" className="font-medium text-brand-700 underline" onClick={() => setOpen(false)}>
            {t("privacyLink")}
          </Link>
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="rounded-lg border border-brand-200 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50" onClick={() => setOpen(false)}>
            {t("requiredOnly")}
          </button>
          <button
            type="button"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            onClick={() => {
              storeConsent({ shown: true, analytics: true });
              setOpen(false);
            }}
          >
            {t("acceptAll")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
