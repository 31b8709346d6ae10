"use client";

// The buttons of the public request dialogs. Each dialog (Radix, react-hook-form, zod and its
// schema) is fetched when the visitor reaches for its button; the pages' first load carries only
// these buttons. The dialogs read their texts from the nearest NextIntlClientProvider (ClientMessages).
import { LazyDialogButton } from "@/components/ui/lazy-dialog";

const loadInviteConsultant = () => import("./invite-consultant-dialog");
const loadInviteCompany = () => import("./invite-company-dialog");
const loadCorporateRequest = () => import("./corporate-request-dialog");

type ButtonProps = { label: string; className?: string };

export function InviteConsultantButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteConsultant} dialogProps={{}} className={className ?? "rounded-lg border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"}>
      {label}
    </LazyDialogButton>
  );
}

export function InviteCompanyButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadInviteCompany} dialogProps={{}} className={className ?? "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"}>
      {label}
    </LazyDialogButton>
  );
}

export function CorporateRequestButton({ label, className }: ButtonProps) {
  return (
    <LazyDialogButton load={loadCorporateRequest} dialogProps={{}} className={className ?? "rounded-lg border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"}>
      {label}
    </LazyDialogButton>
  );
}
