// What went wrong, announced at once (role="alert"): a failed action's message below its button.
// Renders nothing without a message, so a caller writes <ErrorAlert>{failed ? t("failed") : null}</ErrorAlert>.
import type { ReactNode } from "react";

export function ErrorAlert({ id, children, className = "mt-2" }: { id?: string; children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={`${className} text-sm text-danger`}>
      {children}
    </p>
  );
}
