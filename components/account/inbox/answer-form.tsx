"use client";

// Answers a conversation of the lead inbox (docs/product-rules.md#lead-inbox): validated with the schema the route
// parses with; the conversation shows the answer once the server confirmed it.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { useErrorText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/field";
import { callApi } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";
import { ANSWER_MAX_LENGTH } from "@/lib/inbox/limits";
import { answerSchema } from "@/lib/inbox/schema";

export function AnswerForm({ conversationId }: { conversationId: number }) {
  const t = useTranslations("account.inbox");
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const parsed = answerSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "validation.required");
      return;
    }
    setError(null);
    setPending(true);
    const result = await callApi(`/api/conversation/${conversationId}/reply`, { method: "POST", body: parsed.data });
    setPending(false);
    if (result.ok) {
      setText("");
      setSent(true);
      router.refresh();
      return;
    }
    const field = result.problem.invalidParams.find((p) => p.pointer === "/text");
    if (field) setError(field.messageKey ?? field.message);
    else setFailure(result.problem.detail ?? t("failed"));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <TextareaField
        id={`${id}-text`}
        name="text"
        label={t("answerLabel")}
        hint={t("answerHint")}
        rows={6}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        counter={t("characters", { count: text.length, max: ANSWER_MAX_LENGTH })}
        counterOver={text.length > ANSWER_MAX_LENGTH}
        error={error ? errorText(error) : null}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={pending}>
          {t("send")}
        </Button>
        <span role="status" className="text-sm text-brand-700">
          {sent ? t("sent") : null}
        </span>
        {failure ? (
          <span role="alert" className="text-sm text-danger">
            {failure}
          </span>
        ) : null}
      </div>
    </form>
  );
}
