"use client";

// The probable duplicates of a profile (docs/product-rules.md#one-person-one-profile), as registration
// and administration show them: who, where, in which state, and what matched; each with the caller's
// own actions. Needs the "duplicateProfiles" messages (ClientMessages).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DuplicateCandidate } from "@/lib/consultants/duplicate-candidates";

/** A warning that replaces a long form would otherwise appear above the screen's top edge. */
function scrollIntoViewOnce(element: HTMLElement | null) {
  if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
}

export function DuplicateCandidates({
  id,
  title,
  text,
  candidates,
  actions,
  note,
  children,
  announce = true,
}: {
  id: string;
  title: string;
  text: string;
  candidates: DuplicateCandidate[];
  actions: (candidate: DuplicateCandidate) => ReactNode;
  /** A line about one candidate under what matched (e.g. why it cannot be claimed). */
  note?: (candidate: DuplicateCandidate) => ReactNode;
  /** Below the list: the way on that does not use a candidate. */
  children?: ReactNode;
  /** A warning that follows the caller's action is announced (role="alert"); a list on a page's load is not. */
  announce?: boolean;
}) {
  const t = useTranslations("duplicateProfiles");
  return (
    <section
      ref={announce ? scrollIntoViewOnce : undefined}
      role={announce ? "alert" : undefined}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <p className="mt-1">{text}</p>
      <ul className="mt-3 space-y-2">
        {candidates.map((candidate) => {
          const line = note?.(candidate);
          return (
            <li
              key={candidate.id}
              className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {candidate.formattedName}
                  {candidate.number ? <span className="ml-2 font-normal whitespace-nowrap text-muted">{candidate.number}</span> : null}
                </p>
                <p className="text-muted">
                  {candidate.postalCode} {candidate.city} · {t(`states.${candidate.state}`)}
                </p>
                <p className="text-muted">{t("matchedOn", { signals: candidate.matchedOn.map((s) => t(`signals.${s}`)).join(", ") })}</p>
                {line ? <p className="mt-1">{line}</p> : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">{actions(candidate)}</div>
            </li>
          );
        })}
      </ul>
      {children ? <div className="mt-3 flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
