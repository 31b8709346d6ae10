"use client";

// The header's feedback dialog (docs/product-rules.md#validation-limits): the form, then a sent confirmation.
// Loaded on demand by feedback-button.tsx.
import { buttonClass } from "@/components/ui/button";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RequestDialog, type RequestStatus } from "@/components/forms/request-dialog";
import { DialogClose } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import FeedbackForm from "./feedback-form";

export default function FeedbackDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useTranslations("feedback");
  const common = useTranslations("common");
  const [status, setStatus] = useState<RequestStatus>("idle");

  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("title")}
      description={status === "sent" ? undefined : t("intro")}
      status={status}
      onClosed={() => setStatus("idle")}
      sent={
        <div role="status">
          <p className="font-semibold text-ink">{t("sentTitle")}</p>
          <p className="mt-2 text-sm text-muted">{t("sentText")}</p>
          <DialogClose className={buttonClass({ className: "mt-4" })}>{common("close")}</DialogClose>
        </div>
      }
    >
      <FeedbackForm failed={status === "failed"} onResult={(ok) => setStatus(ok ? "sent" : "failed")} />
    </RequestDialog>
  );
}
