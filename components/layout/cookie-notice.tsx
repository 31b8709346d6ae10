"use client";

// The cookie dialog appears 3 s after load until the visitor has chosen (either button), and again
// whenever "Cookie settings" in the footer asks for it (docs/product-rules.md#data-protection). The dialog's
// code (Radix) is fetched only when it is due, so no page's first load carries it.
import { useEffect, useState, type ComponentType } from "react";
import { CONSENT_DELAY_MS, COOKIE_SETTINGS_ATTRIBUTE, readConsent } from "@/lib/consent";
import type { CookieDialogProps, CookieLabels } from "./cookie-dialog";

type CookieDialog = ComponentType<CookieDialogProps>;
const loadDialog = () => import("./cookie-dialog");

/** `labels` and `privacyHref` come from the server: no message formatting in the browser. */
export function CookieNotice({ labels, privacyHref }: { labels: CookieLabels; privacyHref: string }) {
  const [Dialog, setDialog] = useState<CookieDialog | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    const show = () =>
      loadDialog()
        .then((module) => {
          if (!live) return;
          setDialog(() => module.default);
          setOpen(true);
        })
        .catch(() => undefined);
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)) void show();
    };
    document.addEventListener("click", onClick);
    let timer: number | undefined;
    if (!readConsent().shown) {
      // Fetched right away, shown when the delay is over: the dialog appears on time.
      loadDialog().catch(() => undefined);
      timer = window.setTimeout(show, CONSENT_DELAY_MS);
    }
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return Dialog ? <Dialog labels={labels} privacyHref={privacyHref} open={open} onOpenChange={setOpen} /> : null;
}
