"use client";

// Printable QR cards on the links tab: A6 or business card, in the chosen language, with the common
// link or a verified link (a fresh one-time code, issued here like the verified link above).
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { QR_CARD_SIZES, type QrCardSize } from "@/lib/qr-card/schema";
import { inputClass, labelClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { LocaleSelect } from "@/components/forms/locale-select";

export function QrCardDownload({ consultantId, locale }: { consultantId: number; locale: Locale }) {
  const t = useTranslations("account.qrCard");
  const [size, setSize] = useState<QrCardSize>("a6");
  const [lang, setLang] = useState<Locale>(locale);
  const [link, setLink] = useState<"common" | "verified">("common");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const query = new URLSearchParams({ size, lang });
      if (link === "verified") {
        const issued = await fetch("/api/evaluation/verification-code", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ locale: lang }),
        }).catch(() => null);
        if (!issued?.ok) return setFailed(true);
        query.set("code", ((await issued.json()) as { code: string }).code);
      }
      const a = document.createElement("a");
      a.href = `/api/consultant/${consultantId}/qr-card?${query}`;
      a.download = `beraterwahl-card-${size}.pdf`;
      a.click();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-6" aria-labelledby="qr-card-title">
      <h2 id="qr-card-title" className="text-lg font-bold text-ink">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("text")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="qr-size" className={labelClass}>
            {t("size")}
          </label>
          <select id="qr-size" className={inputClass} value={size} onChange={(e) => setSize(e.target.value as QrCardSize)}>
            {QR_CARD_SIZES.map((s) => (
              <option key={s} value={s}>
                {t(`sizes.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <LocaleSelect id="qr-lang" label={t("language")} value={lang} onChange={setLang} />
        <div>
          <label htmlFor="qr-link" className={labelClass}>
            {t("link")}
          </label>
          <select id="qr-link" className={inputClass} value={link} onChange={(e) => setLink(e.target.value as "common" | "verified")}>
            <option value="common">{t("links.common")}</option>
            <option value="verified">{t("links.verified")}</option>
          </select>
        </div>
      </div>
      <button type="button" className={buttonClass({ className: "mt-4" })} disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t("download")}
      </button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t("failed")}
        </p>
      ) : null}
    </section>
  );
}
