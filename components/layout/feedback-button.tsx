"use client";

// The header's feedback dialog (spec sections 2, 3 and 5), on every page. The trigger and the
// dialog are here; the form (react-hook-form, zod) is loaded when the dialog first opens, or when
// the pointer or focus reaches the button, so it costs nothing on the first load of a page.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";

const loadForm = () => import("./feedback-form");
const FeedbackForm = dynamic(loadForm, { ssr: false, loading: () => <p className="h-64 text-sm text-muted" aria-busy="true" /> });

export function FeedbackButton() {
  const t = useTranslations("feedback");
  const common = useTranslations("common");
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");

  return (
    <DialogRoot onOpenChange={(open) => (open ? setStatus("idle") : undefined)}>
      <DialogTrigger
        className="rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        {t("button")}
      </DialogTrigger>
      <DialogContent title={t("title")} description={status === "sent" ? undefined : t("intro")} closeLabel={common("close")}>
        {status === "sent" ? (
          <div role="status">
            <p className="font-semibold text-ink">{t("sentTitle")}</p>
            <p className="mt-2 text-sm text-muted">{t("sentText")}</p>
            <DialogClose className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">{common("close")}</DialogClose>
          </div>
        ) : (
          <FeedbackForm failed={status === "failed"} onResult={(ok) => setStatus(ok ? "sent" : "failed")} />
        )}
      </DialogContent>
    </DialogRoot>
  );
}
