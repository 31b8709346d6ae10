// The buttons that open the public request dialogs, styled on the server: the button styles
// (components/ui/button.ts) stay out of the first load of the pages that have no other client button.
import { buttonClass } from "@/components/ui/button";
import * as Lazy from "./lazy-dialog-buttons";

type ButtonProps = { label: string; className?: string };

export function InviteConsultantButton({ label, className }: ButtonProps) {
  return <Lazy.InviteConsultantButton label={label} className={className ?? buttonClass({ variant: "secondary" })} />;
}

export function InviteCompanyButton({ label, className }: ButtonProps) {
  return <Lazy.InviteCompanyButton label={label} className={className ?? buttonClass()} />;
}

export function CorporateRequestButton({ label, className }: ButtonProps) {
  return <Lazy.CorporateRequestButton label={label} className={className ?? buttonClass({ variant: "secondary", size: "lg" })} />;
}
