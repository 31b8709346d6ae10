"use client";

// The "Signing in…" / "Signing out…" dialog of the callback pages (docs/product-rules.md#public-pages): it starts the
// step on mount; a Cancel button appears after 2000 ms in case the step hangs.
import { signIn, signOut } from "next-auth/react";
import { useEffect, useRef, useState } from "react";

const CANCEL_DELAY_MS = 2000;

type Props = {
  title: string;
  cancelLabel: string;
  cancelHref: string;
  action: { kind: "signIn"; provider: string; callbackUrl: string } | { kind: "signOut"; callbackUrl: string };
};

export function AuthProgressDialog({ title, cancelLabel, cancelHref, action }: Props) {
  const [showCancel, setShowCancel] = useState(false);
  const started = useRef(false);
  const cancelRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // Strict mode mounts twice in development: the step must run once.
    if (started.current) return;
    started.current = true;
    if (action.kind === "signIn") void signIn(action.provider, { callbackUrl: action.callbackUrl });
    else void signOut({ callbackUrl: action.callbackUrl });
  }, [action]);

  useEffect(() => {
    const timer = window.setTimeout(() => setShowCancel(true), CANCEL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (showCancel) cancelRef.current?.focus();
  }, [showCancel]);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-ink/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="auth-progress-title"
        aria-busy={!showCancel}
        className="w-[min(92vw,24rem)] rounded-xl bg-white p-6 text-center shadow-xl"
      >
        <div aria-hidden="true" className="mx-auto mb-4 h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <h1 id="auth-progress-title" className="text-lg font-semibold text-ink">
          {title}
        </h1>
        <div className="mt-5 h-10">
          {showCancel ? (
            <a
              ref={cancelRef}
              href={cancelHref}
              className="inline-block rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {cancelLabel}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
