// The one button of the product. Variants and sizes live here, not in copied class strings; a link
// that looks like a button takes `buttonClass()`. No hooks: usable from server components (a form's
// submit button, a Link) and client islands alike. Every size keeps a 44 px touch target below `md`
// (WCAG 2.5.5); `sm` shrinks only on wider screens, where a pointer is the rule.
import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "dangerOutline";
export type ButtonSize = "sm" | "md" | "lg";

// The looks themselves are CSS classes in app/globals.css, named after the variant and the size
// (`.btn`, `.btn-primary`, `.btn-dangerOutline`, `.btn-md`, …): a short class name in the HTML, the
// RSC payload and the client bundle instead of a long utility string.
export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  return ["btn", `btn-${variant}`, `btn-${size}`, block ? "w-full" : "", className].filter(Boolean).join(" ");
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
      {busy ? <span aria-hidden="true" className="spinner" /> : null}
      {children}
    </button>
  );
}
