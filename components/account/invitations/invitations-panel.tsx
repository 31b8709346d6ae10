"use client";

// The invitations tab: paste addresses or load a CSV file, preview what was understood per line,
// send, and follow each invitation's status. The server decides everything (lib/invitations);
// this form only shows its answers.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { INVITATION_LIMITS } from "@/lib/invitations/limits";
import type { Invitation, InviteResponse } from "@/lib/invitations/schema";
import { inputClass, labelClass } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { LocaleSelect } from "@/components/forms/locale-select";
import { InvitationList } from "./invitation-list";
import { InvitationPreview } from "./invitation-preview";
import { PanelCard } from "@/components/ui/card";
import { callApi } from "@/lib/client/call-api";

export function InvitationsPanel({ locale, initial }: { locale: Locale; initial: { items: Invitation[]; sentToday: number; dailyCap: number } }) {
  const t = useTranslations("account.invitations");
  const [recipients, setRecipients] = useState("");
  const [language, setLanguage] = useState<Locale>(locale);
  const [preview, setPreview] = useState<InviteResponse | null>(null);
  const [result, setResult] = useState<InviteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [list, setList] = useState(initial);
  const [fileName, setFileName] = useState<string | null>(null);

  async function submit(dryRun: boolean) {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi<InviteResponse>("/api/invitation", { method: "POST", body: { recipients, locale: language, dryRun } });
      if (!answer.ok) {
        const key = answer.problem.invalidParams[0]?.messageKey;
        return setError(answer.status === 429 ? t("tooMany") : key === "validation.required" ? t("empty") : key ? t("invalidInput") : t("failed"));
      }
      if (dryRun) {
        setPreview(answer.data);
        setResult(null);
      } else {
        setResult(answer.data);
        setPreview(null);
        setRecipients("");
        const fresh = await callApi<typeof list>("/api/invitation");
        if (fresh.ok) setList(fresh.data);
      }
    } finally {
      setBusy(false);
    }
  }

  async function loadFile(file: File | undefined) {
    if (!file) return;
    if (file.size > INVITATION_LIMITS.maxTextLength) return setError(t("fileTooLarge"));
    setFileName(file.name);
    setRecipients(await file.text());
    setPreview(null);
  }

  return (
    <div className="space-y-6">
      <PanelCard title={t("title")} intro={t("intro", { perSend: INVITATION_LIMITS.perSend, perDay: list.dailyCap })}>
        <div className="mt-4">
          <label htmlFor="inv-recipients" className={labelClass}>
            {t("recipients")}
          </label>
          <textarea
            id="inv-recipients"
            rows={6}
            className={`${inputClass} font-mono`}
            value={recipients}
            placeholder={t("placeholder")}
            aria-describedby="inv-recipients-hint"
            onChange={(e) => {
              setRecipients(e.target.value);
              setPreview(null);
            }}
          />
          <p id="inv-recipients-hint" className="mt-1 text-xs text-muted">
            {t("hint")}
          </p>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <span className={labelClass}>{t("file")}</span>
            {/* The native file button speaks the browser's language; this label speaks the page's. */}
            <input
              id="inv-file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="peer sr-only"
              onChange={(e) => void loadFile(e.target.files?.[0])}
            />
            <label
              htmlFor="inv-file"
              className={`${buttonClass({ variant: "secondary" })} mt-1 inline-block cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500`}
            >
              {t("chooseFile")}
            </label>
            {fileName ? <span className="ml-2 text-sm text-muted">{fileName}</span> : null}
          </div>
          <LocaleSelect id="inv-language" label={t("language")} value={language} onChange={setLanguage} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={buttonClass({ variant: "secondary" })} disabled={busy || !recipients.trim()} onClick={() => void submit(true)}>
            {t("preview")}
          </button>
          <button type="button" className={buttonClass()} disabled={busy || !preview || preview.accepted === 0} onClick={() => void submit(false)}>
            {preview ? t("send", { count: preview.accepted }) : t("sendDisabled")}
          </button>
        </div>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {result ? (
          <p role="status" className="mt-3 text-sm font-semibold text-brand-700">
            {t("sent", { count: result.sent, refused: result.refused })}
          </p>
        ) : null}
        {preview ? <InvitationPreview preview={preview} /> : null}
      </PanelCard>
      <PanelCard title={t("listTitle")} intro={t("today", { count: list.sentToday, cap: list.dailyCap })}>
        {list.items.length === 0 ? <p className="mt-3 text-sm text-muted">{t("none")}</p> : <InvitationList items={list.items} />}
      </PanelCard>
    </div>
  );
}
