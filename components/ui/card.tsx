// A white card: a section of a page or form (account cards, administration form sections).
import type { ReactNode } from "react";

export const cardClass = "rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6";

export function Card({ title, children, className = "" }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`${cardClass} ${className}`}>
      {title ? <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2> : null}
      {children}
    </section>
  );
}
