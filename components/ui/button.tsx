// The one button of the product. Variants and sizes live here, not in copied class strings; a link
// that looks like a button takes `buttonClass()`. No hooks: usable from server components (a form's
// submit button, a Link) and client islands alike. Every size keeps a 44 px touch target below `md`
// (WCAG 2.5.5); `sm` shrinks only on wider screens, where a pointer is the rule.
import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "dangerOutline";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "border border-transparent bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-brand-300 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "border border-transparent text-brand-700 hover:bg-brand-50",
  danger: "border border-transparent bg-danger text-white hover:opacity-90",
  dangerOutline: "border border-danger bg-white text-danger hover:bg-red-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 py-1 text-xs md:min-h-8",
  md: "min-h-11 px-4 py-2 text-sm",
  lg: "min-h-12 px-5 py-2.5 text-base",
};

export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], block ? "w-full" : "", className].filter(Boolean).join(" ");
}

export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Work under way: a spinner, aria-busy and no second click. The label stays, so the name does not change. */
  busy?: boolean;
  children: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({ variant, size, block, busy = false, className, type = "button", disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClass({ variant, size, block, className })} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
