"use client";

// Marks a conversation answered (by phone, by the consultant's own mail) or open again; the page shows the new
// state once the server confirmed it.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";

export function AnsweredToggle({ conversationId, answered }: { conversationId: number; answered: boolean }) {
  const t = useTranslations("account.inbox");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    setPending(true);
    setFailed(false);
    const result = await callApi(`/api/conversation/${conversationId}/answered`, { method: "PUT", body: { answered: !answered } });
    setPending(false);
    if (result.ok) router.refresh();
    else setFailed(true);
  }

  return (
    <>
      <span className={`rounded-full px-3 py-1 text-sm font-medium ${answered ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-ink"}`}>
        {answered ? t("answered") : t("open")}
      </span>
      <Button variant="secondary" busy={pending} onClick={() => void toggle()}>
        {answered ? t("markOpen") : t("markAnswered")}
      </Button>
      {failed ? (
        <span role="alert" className="text-sm text-danger">
          {t("failed")}
        </span>
      ) : null}
    </>
  );
}
