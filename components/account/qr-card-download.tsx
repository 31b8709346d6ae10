"use client";

// Printable QR cards on the links tab: A6 or business card, in the chosen language, with the common
// link or a verified link (a fresh one-time code, issued here like the verified link above).
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { callApi } from "@/lib/client/call-api";
import { QR_CARD_SIZES, type QrCardSize } from "@/lib/qr-card/schema";
import { SelectField } from "@/components/ui/select-field";
import { buttonClass } from "@/components/ui/button";
import { LocaleSelect } from "@/components/forms/locale-select";
import { ErrorAlert } from "@/components/ui/alert";
import { PanelCard } from "@/components/ui/card";

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
        const issued = await callApi<{ code: string }>("/api/evaluation/verification-code", { method: "POST", body: { locale: lang } });
        if (!issued.ok) return setFailed(true);
        query.set("code", issued.data.code);
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
    <PanelCard id="qr-card-title" title={t("title")} intro={t("text")}>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <SelectField
          id="qr-size"
          label={t("size")}
          value={size}
          onChange={(e) => setSize(e.target.value as QrCardSize)}
          options={QR_CARD_SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))}
        />
        <LocaleSelect id="qr-lang" label={t("language")} value={lang} onChange={setLang} />
        <SelectField
          id="qr-link"
          label={t("link")}
          value={link}
          onChange={(e) => setLink(e.target.value as "common" | "verified")}
          options={(["common", "verified"] as const).map((l) => ({ value: l, label: t(`links.${l}`) }))}
        />
      </div>
      <button type="button" className={buttonClass({ className: "mt-4" })} disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t("download")}
      </button>
      <ErrorAlert>{failed ? t("failed") : null}</ErrorAlert>
    </PanelCard>
  );
}
