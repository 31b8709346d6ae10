"use client";

// The rating seal on the links tab: what it looks like in the chosen language, and the snippet to
// paste into one's own website (the image inside a link to the public profile); below it the reviews
// widget in the same language (reviews-widget-snippet.tsx).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { localizedPath } from "@/lib/i18n/localized-path";
import type { Locale } from "@/lib/i18n/routing";
import { SEAL_HEIGHT, SEAL_WIDTH } from "@/lib/seal/render-seal-svg";
import { buttonClass } from "@/components/ui/button";
import { LocaleSelect } from "@/components/forms/locale-select";
import { PanelCard } from "@/components/ui/card";
import { ReviewsWidgetSnippet } from "@/components/account/reviews-widget-snippet";
import { CopyableSnippet } from "@/components/account/copyable-snippet";

export function RatingSeal({ appUrl, consultantId, locale, alts }: { appUrl: string; consultantId: number; locale: Locale; alts: Record<Locale, string> }) {
  const t = useTranslations("account.seal");
  const [lang, setLang] = useState<Locale>(locale);
  const base = appUrl.replace(/\/$/, "");
  const profile = `${base}${localizedPath(`/consultants/${consultantId}`, lang)}`;
  const badge = `${base}/consultants/${consultantId}/badge.svg?lang=${lang}`;
  const alt = alts[lang].replace(/"/g, "&quot;");
  const snippet = `<a href="${profile}"><img src="${badge}" alt="${alt}" width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}"></a>`;
  return (
    <PanelCard id="seal-title" title={t("title")} intro={t("text")}>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- the seal exactly as other sites embed it */}
        <img src={`/consultants/${consultantId}/badge.svg?lang=${lang}`} alt={alts[lang]} width={SEAL_WIDTH} height={SEAL_HEIGHT} data-testid="rating-seal" />
        <LocaleSelect id="seal-lang" label={t("language")} value={lang} onChange={setLang} />
      </div>
      <CopyableSnippet id="seal-snippet" label={t("snippet")} snippet={snippet} rows={3} copyLabel={t("copy")}>
        <a
          className={buttonClass({ variant: "secondary" })}
          href={`/consultants/${consultantId}/badge.png?lang=${lang}`}
          download={`beraterwahl-seal-${lang}.png`}
        >
          {t("png")}
        </a>
      </CopyableSnippet>
      <ReviewsWidgetSnippet appUrl={appUrl} consultantId={consultantId} lang={lang} title={alts[lang]} />
    </PanelCard>
  );
}
