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

/** An account panel's card: a heading (the section's name), a line of introduction, then its content. */
export function PanelCard({ id, title, intro, children }: { id?: string; title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}
