"use client";

// Shown by a guarded layout to a signed-out visitor when the server does not know the page's path:
// the browser does, so the visitor is sent to sign in and comes back here afterwards.
import { buttonClass } from "@/components/ui/button";
import { useEffect } from "react";

export function SignInRedirect({ signInHref, text, linkLabel }: { signInHref: string; text: string; linkLabel: string }) {
  useEffect(() => {
    const back = window.location.pathname + window.location.search;
    window.location.replace(`${signInHref}?${new URLSearchParams({ callbackUrl: back })}`);
  }, [signInHref]);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-muted">{text}</p>
      <a href={signInHref} className={buttonClass({ size: "lg", className: "mt-6" })}>
        {linkLabel}
      </a>
    </section>
  );
}
