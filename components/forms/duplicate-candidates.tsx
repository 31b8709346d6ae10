"use client";

// The probable duplicates of a profile (docs/product-rules.md#one-person-one-profile), as registration
// and administration show them: who, where, in which state, and what matched; each with the caller's
// own actions. Needs the "duplicateProfiles" messages (ClientMessages).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DuplicateCandidate } from "@/lib/consultants/duplicate-candidates";

export function DuplicateCandidates({
  id,
  title,
  text,
  candidates,
  actions,
  children,
  announce = true,
}: {
  id: string;
  /** A warning that follows the caller's action is announced (role="alert"); a list on a page's load is not. */
  announce?: boolean;
  title: string;
  text: string;
  candidates: DuplicateCandidate[];
  actions: (candidate: DuplicateCandidate) => ReactNode;
  /** Below the list: the way on that does not use a candidate. */
  children?: ReactNode;
}) {
  const t = useTranslations("duplicateProfiles");
  return (
    <section
      role={announce ? "alert" : undefined}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <p className="mt-1">{text}</p>
      <ul className="mt-3 space-y-2">
        {candidates.map((candidate) => (
          <li key={candidate.id} className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">
                {candidate.formattedName}
                {candidate.number ? <span className="ml-2 font-normal text-muted">{candidate.number}</span> : null}
              </p>
              <p className="text-muted">
                {candidate.postalCode} {candidate.city} · {t(`states.${candidate.state}`)}
              </p>
              <p className="text-muted">{t("matchedOn", { signals: candidate.matchedOn.map((s) => t(`signals.${s}`)).join(", ") })}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">{actions(candidate)}</div>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-3 flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
