"use client";

// The appeal on the statement page: one text, sent with the statement's private token
// (POST /api/moderation/appeal); the page then shows that the appeal waits for another person.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { ErrorAlert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { callApi } from "@/lib/client/call-api";

export function AppealForm({ token }: { token: string }) {
  const t = useTranslations("moderation.appeal");
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("text");
    setPending(true);
    setError(null);
    const result = await callApi("/api/moderation/appeal", { method: "POST", body: { token, text } });
    setPending(false);
    if (result.ok) setSent(true);
    else setError(result.problem.invalidParams.find((p) => p.pointer === "/text")?.message ?? result.problem.detail ?? t("failed"));
  }

  if (sent) {
    return (
      <p role="status" className="font-semibold text-ink">
        {t("sent")}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
        {t("label")}
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={5}
        maxLength={2000}
        className="w-full rounded-lg border border-brand-200 px-3 py-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert>
      <button type="submit" disabled={pending} className={buttonClass({})}>
        {t("submit")}
      </button>
    </form>
  );
}
