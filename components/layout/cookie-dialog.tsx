"use client";

// The cookie dialog itself (docs/product-rules.md#data-protection), fetched by cookie-notice.tsx when it is due:
// "accept all" stores the shown and analytics flags; "required only" stores the choice without analytics.
// Its texts and the privacy policy's address come from the server (app/[locale]/layout.tsx), so that
// no page carries next-intl's client runtime for them.
import { buttonClass } from "@/components/ui/button";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { storeConsent } from "@/lib/consent";

export type CookieLabels = { title: string; text: string; privacyLink: string; requiredOnly: string; acceptAll: string; close: string };

export type CookieDialogProps = { labels: CookieLabels; privacyHref: string; open: boolean; onOpenChange: (open: boolean) => void };

export default function CookieDialog({ labels, privacyHref, open, onOpenChange }: CookieDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={labels.title} closeLabel={labels.close}>
        <p className="text-sm text-muted">{labels.text}</p>
        <p className="mt-2 text-sm">
          <a href={privacyHref} className="font-medium text-brand-700 underline" onClick={() => onOpenChange(false)}>
            {labels.privacyLink}
          </a>
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
            {labels.requiredOnly}
          </button>
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              storeConsent({ shown: true, analytics: true });
              onOpenChange(false);
            }}
          >
            {labels.acceptAll}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
