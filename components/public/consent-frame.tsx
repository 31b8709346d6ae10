"use client";

// A third-party frame (YouTube video, booking widget) that loads only after the visitor clicks its
// placeholder, which names the provider, or after "accept all" in the cookie dialog (docs/product-rules.md#data-protection).
// Until then nothing is requested from the provider.
import { buttonClass } from "@/components/ui/button";
import { useEffect, useState } from "react";
import { readConsent, type Consent } from "@/lib/consent";

export type ConsentFrameProps = {
  src: string;
  title: string;
  /** Classes of the frame and of its placeholder (same box). */
  className: string;
  /** "Loading sends data to YouTube…" and "Load video from YouTube", from the server. */
  notice: string;
  load: string;
  allow?: string;
  allowFullScreen?: boolean;
};

export function ConsentFrame({ src, title, className, notice, load, allow, allowFullScreen }: ConsentFrameProps) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    // Consent lives in localStorage, which only exists in the browser: read it after hydration.
    if (readConsent().analytics) queueMicrotask(() => setAllowed(true));
    const onConsent = (event: Event) => {
      if ((event as CustomEvent<Consent>).detail.analytics) setAllowed(true);
    };
    window.addEventListener("beraterwahl:consent", onConsent);
    return () => window.removeEventListener("beraterwahl:consent", onConsent);
  }, []);

  if (allowed) return <iframe src={src} title={title} className={className} loading="lazy" allow={allow} allowFullScreen={allowFullScreen} referrerPolicy="strict-origin-when-cross-origin" />;
  return (
    <div className={className}>
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-[inherit] bg-brand-50 p-4 text-center">
        <p className="max-w-md text-sm text-ink">{notice}</p>
        <button type="button" onClick={() => setAllowed(true)} className={buttonClass()}>
          {load}
        </button>
      </div>
    </div>
  );
}
