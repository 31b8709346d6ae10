"use client";

// The buttons of the public request dialogs. Each dialog (Radix, react-hook-form, zod and its
// schema) is fetched when the visitor reaches for its button; the pages' first load carries only
// these buttons. The dialogs read their texts from the nearest NextIntlClientProvider (ClientMessages).
import { buttonClass } from "@/components/ui/button";
import { LazyDialogButton } from "@/components/ui/lazy-dialog";

const loadInviteConsultant = () => import("./invite-consultant-dialog");
const loadInviteCompany = () => import("./invite-company-dialog");
const loadCorporateRequest = () => import("./corporate-request-dialog");

type ButtonProps = { label: string; className?: string };

export function InviteConsultantButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteConsultant} dialogProps={{}} className={className ?? buttonClass({ variant: "secondary" })}>
      {label}
    </LazyDialogButton>
  );
}

export function InviteCompanyButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteCompany} dialogProps={{}} className={className ?? buttonClass()}>
      {label}
    </LazyDialogButton>
  );
}

export function CorporateRequestButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadCorporateRequest} dialogProps={{}} className={className ?? buttonClass({ variant: "secondary", size: "lg" })}>
      {label}
    </LazyDialogButton>
  );
}
