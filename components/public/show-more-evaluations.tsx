"use client";

// Appends further pages of evaluations under the cached first page; the server renders them (the
// page passes its server action, app/[locale]/(public)/consultants/[id]/actions.tsx), so they look
// exactly like the first ten.
// On the reviews page the reader's filter and order go along, so further pages continue the same list.
// Its texts come from the server (no next-intl in the first load): the button's with "{count}" for
// the number still to load.
import { useState, useTransition, type ReactNode } from "react";
import type { ReviewQuery } from "@/lib/evaluations/review-filter";
import { formatNumber } from "@/lib/format";
import { ErrorAlert } from "@/components/ui/alert";

/** The server action that renders the next page of evaluations. */
export type LoadMoreEvaluations = (input: { consultantId: number; page: number } & Partial<ReviewQuery>) => Promise<{ list: ReactNode; remaining: number }>;

export type ShowMoreLabels = { locale: string; button: string; failed: string };

export function ShowMoreEvaluations({
  consultantId,
  remaining: initial,
  query,
  loadMore,
  labels,
}: {
  consultantId: number;
  remaining: number;
  query?: ReviewQuery;
  loadMore: LoadMoreEvaluations;
  labels: ShowMoreLabels;
}) {
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [remaining, setRemaining] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  const loadNext = () =>
    startTransition(async () => {
      try {
        const result = await loadMore({ ...query, consultantId, page: pages.length + 2 });
        setFailed(false);
        setPages((current) => [...current, result.list]);
        setRemaining(result.list ? result.remaining : 0);
      } catch {
        setFailed(true);
      }
    });

  return (
    <>
      {pages.map((list, index) => (
        <div key={index} className="mt-4">
          {list}
        </div>
      ))}
      {remaining > 0 ? (
        <button type="button" onClick={loadNext} disabled={pending} aria-busy={pending} className="mt-4 font-semibold text-brand-700 hover:underline disabled:opacity-60">
          {labels.button.replace("{count}", formatNumber(remaining, labels.locale))}
        </button>
      ) : null}
      <ErrorAlert>{failed ? labels.failed : null}</ErrorAlert>
    </>
  );
}
