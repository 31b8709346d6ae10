"use client";

// The client half of the public request dialogs' buttons (the pages use dialog-buttons.tsx). Each
// dialog (Radix, react-hook-form, zod and its schema) is fetched when the visitor reaches for its
// button; the pages' first load carries only these buttons, styled by the server. The dialogs read
// their texts from the nearest NextIntlClientProvider (ClientMessages).
import { LazyDialogButton } from "@/components/ui/lazy-dialog";

const loadInviteConsultant = () => import("./invite-consultant-dialog");
const loadInviteCompany = () => import("./invite-company-dialog");
const loadCorporateRequest = () => import("./corporate-request-dialog");

type ButtonProps = { label: string; className: string };

export function InviteConsultantButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteConsultant} dialogProps={{}} className={className}>
      {label}
    </LazyDialogButton>
  );
}

export function InviteCompanyButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteCompany} dialogProps={{}} className={className}>
      {label}
    </LazyDialogButton>
  );
}

export function CorporateRequestButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadCorporateRequest} dialogProps={{}} className={className}>
      {label}
    </LazyDialogButton>
  );
}
