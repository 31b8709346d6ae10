"use client";

// The reviewer's answer to a dispute: when the consultation was and what it was about, optionally a
// revised text and evidence files (PDF, JPEG, PNG; read by the moderators only). The files travel
// base64-encoded in the JSON body; the server types them by their bytes.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/ui/field";
import { callApi } from "@/lib/client/call-api";
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from "@/lib/disputes/schema";
import { COMMENT_MAX_LENGTH } from "@/lib/evaluations/form-options";

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function AnswerForm({ disputeId, token, comment }: { disputeId: number; token: string; comment: string }) {
  const t = useTranslations("disputes.answer");
  const [consultationDate, setConsultationDate] = useState("");
  const [consultationSubject, setConsultationSubject] = useState("");
  const [answer, setAnswer] = useState("");
  const [revisedComment, setRevisedComment] = useState(comment);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-ink">
        {t("sent")}
      </p>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (files.length > EVIDENCE_MAX_FILES || files.some((f) => f.size > EVIDENCE_MAX_BYTES)) {
      setError(t("filesTooLarge", { count: EVIDENCE_MAX_FILES, size: EVIDENCE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    setError(null);
    const evidence = await Promise.all(files.map(async (f) => ({ fileName: f.name, content: await toBase64(f) })));
    const revised = revisedComment.trim();
    const result = await callApi(`/api/dispute/${disputeId}/answer`, {
      method: "POST",
      body: { token, consultationDate, consultationSubject, answer, revisedComment: revised && revised !== comment.trim() ? revised : null, evidence },
    });
    setBusy(false);
    if (result.ok) setSent(true);
    else setError(result.problem.invalidParams.map((p) => p.message).join(" ") || result.problem.detail || t("failed"));
  }

  return (
    <form className="tile space-y-4 p-5" onSubmit={(e) => void submit(e)}>
      <div>
        <label htmlFor="consultation-date" className={labelClass}>
          {t("consultationDate")} *
        </label>
        <input
          id="consultation-date"
          type="date"
          required
          className={inputClass}
          value={consultationDate}
          onChange={(e) => setConsultationDate(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="consultation-subject" className={labelClass}>
          {t("consultationSubject")} *
        </label>
        <input
          id="consultation-subject"
          required
          maxLength={500}
          className={inputClass}
          value={consultationSubject}
          onChange={(e) => setConsultationSubject(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="dispute-answer" className={labelClass}>
          {t("answer")} *
        </label>
        <textarea id="dispute-answer" required rows={5} maxLength={4000} className={inputClass} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        <p className="mt-1 text-xs text-muted">{t("answerHint")}</p>
      </div>
      <div>
        <label htmlFor="revised-comment" className={labelClass}>
          {t("revisedComment")}
        </label>
        <textarea
          id="revised-comment"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          className={inputClass}
          value={revisedComment}
          onChange={(e) => setRevisedComment(e.target.value)}
        />
        <p className="mt-1 text-xs text-muted">{t("revisedCommentHint")}</p>
      </div>
      <div>
        <label htmlFor="evidence" className={labelClass}>
          {t("evidence")}
        </label>
        <input
          id="evidence"
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png"
          className="block text-sm"
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <p className="mt-1 text-xs text-muted">{t("evidenceHint", { count: EVIDENCE_MAX_FILES, size: EVIDENCE_MAX_BYTES / 1024 / 1024 })}</p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}
