"use client";

// The notice form (DSA Art. 16 as good practice): reason, explanation, the reporter's name and e-mail,
// the good-faith statement. The server answers the same whether or not this reporter already has an
// open notice on the item; the notice counts once its address is confirmed by the mailed link.
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ErrorAlert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { DialogClose, DialogContent, DialogRoot } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import { callApi } from "@/lib/client/call-api";
import { NOTICE_REASONS } from "@/lib/moderation/schema";

export type ReportTarget = { subject: "review" | "comment"; evaluationId: string } | { subject: "profile"; consultantId: number };

const FIELD = "mt-1 w-full rounded-lg border border-brand-200 px-3 py-2";

export default function ReportDialog({ target, open, onOpenChange, onCloseAutoFocus }: { target: ReportTarget } & LazyDialogProps) {
  const t = useTranslations("moderation.notice");
  const tc = useTranslations("common");
  const locale = useLocale();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      reason: data.get("reason") || undefined,
      explanation: data.get("explanation"),
      name: data.get("name"),
      email: data.get("email"),
      goodFaith: data.get("goodFaith") === "on",
      locale,
      ...(target.subject === "profile" ? {} : { subject: target.subject }),
    };
    const url = target.subject === "profile" ? `/api/consultant/${target.consultantId}/notice` : `/api/evaluation/${target.evaluationId}/notice`;
    setPending(true);
    setFailure(null);
    const result = await callApi(url, { method: "POST", body });
    setPending(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    const fieldErrors = Object.fromEntries(result.problem.invalidParams.map((p) => [p.pointer.slice(1), p.message]));
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setFailure(result.problem.detail ?? t("failed"));
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {});

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(`title.${target.subject}`)} description={t("intro")} closeLabel={tc("close")} onCloseAutoFocus={onCloseAutoFocus}>
        {sent ? (
          <div role="status">
            <p className="font-semibold text-ink">{t("sentTitle")}</p>
            <p className="mt-2 text-ink">{t("sentText")}</p>
            <div className="mt-4 flex justify-end">
              <DialogClose className={buttonClass({})}>{tc("close")}</DialogClose>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
                {t("reason")}
              </label>
              <select id={`${id}-reason`} name="reason" defaultValue="" className={FIELD} {...described("reason")}>
                <option value="" disabled>
                  {t("chooseReason")}
                </option>
                {NOTICE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reasons.${reason}`)}
                  </option>
                ))}
              </select>
              {error("reason")}
            </div>
            <div>
              <label htmlFor={`${id}-explanation`} className="block text-sm font-medium text-ink">
                {t("explanation")}
              </label>
              <textarea id={`${id}-explanation`} name="explanation" rows={4} maxLength={2000} className={FIELD} {...described("explanation")} />
              {error("explanation")}
            </div>
            <div>
              <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink">
                {t("name")}
              </label>
              <input id={`${id}-name`} name="name" autoComplete="name" maxLength={200} className={FIELD} {...described("name")} />
              {error("name")}
            </div>
            <div>
              <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
                {t("email")}
              </label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={254} className={FIELD} {...described("email")} />
              {error("email")}
            </div>
            <div>
              <label className="flex items-start gap-2 text-sm text-ink">
                <input name="goodFaith" type="checkbox" className="mt-1" {...described("goodFaith")} />
                <span>{t("goodFaith")}</span>
              </label>
              {error("goodFaith")}
            </div>
            <p className="text-xs text-muted">{t("privacy")}</p>
            <ErrorAlert id={`${id}-failure`}>{failure}</ErrorAlert>
            <div className="flex justify-end gap-2">
              <DialogClose className="rounded-lg border border-brand-200 px-4 py-2 text-sm">{tc("cancel")}</DialogClose>
              <button type="submit" disabled={pending} className={buttonClass({})}>
                {t("submit")}
              </button>
            </div>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
