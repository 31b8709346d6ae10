"use client";

// Spec section 1/2: the cookie dialog appears 3 s after load unless the analytics flag is stored.
// The dialog's code (Radix) is fetched after hydration and only for visitors who have not chosen,
// so no page's first load carries it.
import { useEffect, useState, type ComponentType } from "react";
import { CONSENT_DELAY_MS, readConsent } from "@/lib/consent";

type CookieDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

export function CookieNotice() {
  const [Dialog, setDialog] = useState<CookieDialog | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readConsent().analytics) return;
    let live = true;
    // Fetched right away, shown when the delay is over: the dialog appears on time.
    const loading = import("./cookie-dialog");
    loading.catch(() => undefined);
    const timer = window.setTimeout(() => {
      loading
        .then((module) => {
          if (!live) return;
          setDialog(() => module.default);
          setOpen(true);
        })
        .catch(() => undefined);
    }, CONSENT_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, []);

  return Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null;
}
