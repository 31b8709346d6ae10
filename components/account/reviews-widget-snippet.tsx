"use client";

// The reviews widget in the seal panel: a live preview exactly as other sites frame it (the widget's
// own page, in the language chosen for the seal) and the <iframe> snippet to paste, with a copy button.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { WIDGET_FRAME_HEIGHT, widgetPath, widgetSnippet } from "@/lib/widget/widget-embed";
import { inputClass, labelClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";

export function ReviewsWidgetSnippet({ appUrl, consultantId, lang, title }: { appUrl: string; consultantId: number; lang: Locale; title: string }) {
  const t = useTranslations("account.seal");
  const [copied, setCopied] = useState(false);
  const snippet = widgetSnippet(appUrl, "consultant", consultantId, lang, title);
  return (
    <section aria-labelledby="widget-title" className="mt-6 border-t border-brand-100 pt-5">
      <h3 id="widget-title" className="text-base font-bold text-ink">
        {t("widgetTitle")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("widgetText")}</p>
      <p className={`${labelClass} mt-4`} id="widget-preview-label">
        {t("widgetPreview")}
      </p>
      {/* The same sandbox as the snippet; the key reloads the frame when the language changes. */}
      <iframe
        key={lang}
        src={widgetPath("consultant", consultantId, lang)}
        title={title}
        aria-describedby="widget-preview-label"
        width="100%"
        height={WIDGET_FRAME_HEIGHT}
        className="block w-full max-w-[600px] rounded-xl border-0 bg-brand-50"
        loading="lazy"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        data-testid="widget-preview"
      />
      <label htmlFor="widget-snippet" className={`${labelClass} mt-4`}>
        {t("widgetSnippet")}
      </label>
      <textarea id="widget-snippet" readOnly rows={4} className={`${inputClass} font-mono text-xs`} value={snippet} onFocus={(e) => e.currentTarget.select()} />
      <div className="mt-2">
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={async () => {
            await navigator.clipboard.writeText(snippet);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          }}
        >
          {copied ? t("copied") : t("widgetCopy")}
        </button>
      </div>
    </section>
  );
}
