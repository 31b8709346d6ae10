"use client";

// The rating links (docs/product-rules.md#account-pages): the open questionnaire link and a verified link with a fresh
// server-issued code; QR codes are drawn locally (width 1440) and offered as PNG and SVG.
import { callApi } from "@/lib/client/call-api";
import QRCode from "qrcode";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/alert";
import { CopyButton } from "@/components/account/copy-button";

const QR_WIDTH = 1440;

function download(href: string, fileName: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  a.click();
}

function LinkRow({ label, url, fileBase }: { label: string; url: string; fileBase: string }) {
  const t = useTranslations("account.rating");
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { width: QR_WIDTH, margin: 2 }).then((data) => {
      if (live) setPng(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="rounded-xl border border-brand-100 p-4">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code className="break-all rounded bg-brand-50 px-2 py-1 text-sm">{url}</code>
        <CopyButton text={url} label={t("copy")} copiedLabel={t("copied")} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- a locally generated data: URL */}
        {png ? <img src={png} alt={t("qrAlt", { label })} width={128} height={128} className="h-32 w-32" /> : null}
        <button type="button" className={buttonClass({ variant: "secondary" })} disabled={!png} onClick={() => png && download(png, `${fileBase}.png`)}>
          {t("downloadPng")}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: "secondary" })}
          onClick={async () => {
            const svg = await QRCode.toString(url, { type: "svg", width: QR_WIDTH, margin: 2 });
            const href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
            download(href, `${fileBase}.svg`);
            setTimeout(() => URL.revokeObjectURL(href), 1000);
          }}
        >
          {t("downloadSvg")}
        </button>
      </div>
    </div>
  );
}

export function RatingLinks({ commonUrl, locale }: { commonUrl: string; locale: string }) {
  const t = useTranslations("account.rating");
  const [verified, setVerified] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-4">
      <LinkRow label={t("common")} url={commonUrl} fileBase="beraterwahl-rating" />
      <div>
        <p className="text-sm text-muted">{t("verifiedText")}</p>
        <button
          type="button"
          className={`${buttonClass()} mt-2`}
          disabled={pending}
          aria-busy={pending}
          onClick={async () => {
            setPending(true);
            setFailed(false);
            const result = await callApi<{ url: string }>("/api/evaluation/verification-code", { method: "POST", body: { locale } });
            setPending(false);
            if (result.ok) setVerified(result.data.url);
            else setFailed(true);
          }}
        >
          {verified ? t("newCode") : t("createVerified")}
        </button>
        <ErrorAlert>{failed ? t("failed") : null}</ErrorAlert>
      </div>
      {verified ? <LinkRow label={t("verified")} url={verified} fileBase="beraterwahl-rating-verified" /> : null}
    </div>
  );
}
