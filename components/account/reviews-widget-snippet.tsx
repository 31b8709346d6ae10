"use client";

// The reviews widget in the seal panel: a live preview exactly as other sites frame it (the widget's
// own page, in the language chosen for the seal) and the <iframe> snippet to paste, with a copy button.
import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { WIDGET_FRAME_HEIGHT, widgetPath, widgetSnippet } from "@/lib/widget/widget-embed";
import { labelClass } from "@/components/ui/field";
import { CopyableSnippet } from "@/components/account/copyable-snippet";

export function ReviewsWidgetSnippet({ appUrl, consultantId, lang, title }: { appUrl: string; consultantId: number; lang: Locale; title: string }) {
  const t = useTranslations("account.seal");
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
      <CopyableSnippet id="widget-snippet" label={t("widgetSnippet")} snippet={snippet} rows={4} copyLabel={t("widgetCopy")} />
    </section>
  );
}
