"use client";

// The cookie dialog itself (docs/product-rules.md#data-protection), fetched by cookie-notice.tsx when it is due:
// "accept all" stores the shown and analytics flags; "required only" stores the choice without analytics.
import { buttonClass } from "@/components/ui/button";
import { useTranslations } from "next-intl";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { storeConsent } from "@/lib/consent";
import { Link } from "@/lib/i18n/navigation";

export default function CookieDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("cookie");
  const common = useTranslations("common");
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("title")} closeLabel={common("close")}>
        <p className="text-sm text-muted">{t("text")}</p>
        <p className="mt-2 text-sm">
          <Link href="/privacy-policy" className="font-medium text-brand-700 underline" onClick={() => onOpenChange(false)}>
            {t("privacyLink")}
          </Link>
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClass({ variant: "secondary" })}
            onClick={() => {
              storeConsent({ shown: true, analytics: false });
              onOpenChange(false);
            }}
          >
            {t("requiredOnly")}
          </button>
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              storeConsent({ shown: true, analytics: true });
              onOpenChange(false);
            }}
          >
            {t("acceptAll")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
