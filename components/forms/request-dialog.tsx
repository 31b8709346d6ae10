"use client";

// The frame of the dialogs that send a request to the team through POST /api/email (feedback, the
// corporate plan, inviting a consultant or a company): the form until it is sent, then what the
// dialog says about it; closing the dialog starts the next opening with an empty form.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { EmailRequest } from "@/lib/email/requests-schema";
import { sendEmailRequest } from "./send-email-request";

export type RequestStatus = "idle" | "sent" | "failed";

/** The request's status and a submit handler for react-hook-form's handleSubmit; `reset` empties the form once it is sent. */
export function useEmailRequest(reset: () => void) {
  const [status, setStatus] = useState<RequestStatus>("idle");
  const send = async (values: EmailRequest) => {
    const ok = await sendEmailRequest(values);
    setStatus(ok ? "sent" : "failed");
    if (ok) reset();
  };
  return { status, setStatus, send };
}

export function RequestDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  status,
  onClosed,
  sent,
  children,
}: LazyDialogProps & { title: string; description?: string; status: RequestStatus; onClosed: () => void; sent: ReactNode; children: ReactNode }) {
  const common = useTranslations("common");
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onClosed();
        onOpenChange(next);
      }}
    >
      <DialogContent title={title} description={description} closeLabel={common("close")} onCloseAutoFocus={onCloseAutoFocus}>
        {status === "sent" ? sent : children}
      </DialogContent>
    </DialogRoot>
  );
}

/** A request form's last lines: the error of a failed send, then the button. */
export function RequestFormEnd({ failed, failedText, sendLabel, busy }: { failed: boolean; failedText: string; sendLabel: string; busy: boolean }) {
  return (
    <>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {failedText}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {sendLabel}
      </Button>
    </>
  );
}

/** What the simple request dialogs show once the request is sent. */
export function RequestSent({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-4 text-sm text-ink">
      {text}
    </p>
  );
}
