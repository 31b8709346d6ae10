"use client";

// Per-evaluation actions of the dashboard (docs/product-rules.md#what-the-consultant-can-do): publish early, verify, report
// with a reason, and the one consultant comment. The list refreshes only after the server confirms.
import { callApi } from "@/lib/client/call-api";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { COMMENT_MAX_LENGTH, REPORT_REASONS } from "@/lib/evaluations/schema";
import { useRouter } from "@/lib/i18n/client-navigation";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/ui/field";

export function EvaluationActions({
  id,
  inReview,
  verified,
  hasComment,
  reported,
}: {
  id: string;
  inReview: boolean;
  verified: boolean;
  hasComment: boolean;
  reported: boolean;
}) {
  const t = useTranslations("account.evaluations");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reportComment, setReportComment] = useState("");
  const [comment, setComment] = useState("");
  const [commentOpen, setCommentOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  async function send(path: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<boolean> {
    setBusy(true);
    setFailed(false);
    const result = await callApi(`/api/evaluation/${id}/${path}`, { method, body });
    setBusy(false);
    if (result.ok) {
      router.refresh();
      return true;
    }
    setFailed(true);
    return false;
  }

  const reportValid = reason !== "" && (reason !== "otherReasons" || reportComment.trim() !== "");
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {inReview ? (
        <button type="button" className={buttonClass({ variant: "secondary" })} disabled={busy} onClick={() => void send("publish", "PUT")}>
          {t("publish")}
        </button>
      ) : null}
      {!verified ? (
        <button type="button" className={buttonClass({ variant: "secondary" })} disabled={busy} onClick={() => void send("verify", "PUT")}>
          {t("verify")}
        </button>
      ) : null}
      {!hasComment ? (
        <button type="button" className={buttonClass({ variant: "secondary" })} disabled={busy} onClick={() => setCommentOpen(true)}>
          {t("comment")}
        </button>
      ) : null}
      {reported ? (
        <span className="rounded-full bg-accent/20 px-3 py-1 text-sm font-medium text-ink">{t("reported")}</span>
      ) : (
        <button type="button" className={buttonClass({ variant: "secondary" })} disabled={busy} onClick={() => setReportOpen(true)}>
          {t("report")}
        </button>
      )}
      <span role="status" className="text-sm text-brand-700">
        {confirmation}
      </span>
      {failed ? (
        <span role="alert" className="text-sm text-danger">
          {t("failed")}
        </span>
      ) : null}

      <DialogRoot open={commentOpen} onOpenChange={setCommentOpen}>
        <DialogContent title={t("commentTitle")} description={t("commentText")} closeLabel={t("close")}>
          <label htmlFor={`comment-${id}`} className={labelClass}>
            {t("commentLabel")}
          </label>
          <textarea
            id={`comment-${id}`}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            className={inputClass}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <p className="mt-1 text-right text-xs text-muted">{t("characters", { count: comment.length, max: COMMENT_MAX_LENGTH })}</p>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={buttonClass()}
              disabled={busy || !comment.trim()}
              onClick={async () => {
                if (await send("comment", "POST", { comment: comment.trim() })) setCommentOpen(false);
              }}
            >
              {t("commentSubmit")}
            </button>
          </div>
        </DialogContent>
      </DialogRoot>

      <DialogRoot open={reportOpen} onOpenChange={setReportOpen}>
        <DialogContent title={t("reportTitle")} description={t("reportText")} closeLabel={t("close")}>
          <label htmlFor={`reason-${id}`} className={labelClass}>
            {t("reason")} *
          </label>
          <select id={`reason-${id}`} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">{t("chooseReason")}</option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`report-comment-${id}`} className={`${labelClass} mt-3`}>
            {t("reportComment")}
            {reason === "otherReasons" ? " *" : ""}
          </label>
          <textarea
            id={`report-comment-${id}`}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            className={inputClass}
            value={reportComment}
            onChange={(e) => setReportComment(e.target.value)}
          />
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={buttonClass()}
              disabled={busy || !reportValid}
              onClick={async () => {
                if (await send("report", "POST", { reason, comment: reportComment.trim() || null })) {
                  setReportOpen(false);
                  setConfirmation(t("reportSent"));
                }
              }}
            >
              {t("reportSubmit")}
            </button>
          </div>
        </DialogContent>
      </DialogRoot>
    </div>
  );
}
