"use client";

// The header's feedback dialog (docs/product-rules.md#validation-limits): the form, then a sent confirmation.
// Loaded on demand by feedback-button.tsx, with the messages its form needs: next-intl's client
// runtime comes with the dialog, not with every page (no page has a provider around the header).
import { buttonClass } from "@/components/ui/button";
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from "next-intl";
import { useState } from "react";
import { RequestDialog, type RequestStatus } from "@/components/forms/request-dialog";
import { DialogClose } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import FeedbackForm from "./feedback-form";

/** `messages`: the client namespaces, as lib/i18n/client-messages.ts picks them on the server. */
export type FeedbackDialogProps = { locale: string; timeZone: string; messages: Record<string, unknown> };

export default function FeedbackDialogWithMessages({ locale, timeZone, messages, ...props }: FeedbackDialogProps & LazyDialogProps) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages as AbstractIntlMessages}>
      <FeedbackDialog {...props} />
    </NextIntlClientProvider>
  );
}

function FeedbackDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
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
