// STAND-IN until components/evaluations/review-card.tsx (rating worker) exists: the published
// evaluations of a consultant with the overall and category ratings in half stars, one decimal.
import { getLocale, getTranslations } from "next-intl/server";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { Stars } from "@/components/ui/stars";
import { formatLongDate, formatRating } from "@/lib/format";

export async function EvaluationList({ items }: { items: PublicEvaluation[] }) {
  const t = await getTranslations("consultantPage");
  const locale = await getLocale();
  return (
    <ol className="space-y-4">
      {items.map((e) => (
        <li key={e.id}>
          <article className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm" aria-label={t("evaluationBy", { name: e.displayName })}>
            <header className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-semibold text-ink">{e.displayName}</p>
                <p className="text-sm text-muted">
                  <time dateTime={e.dateOfCreation}>{formatLongDate(e.dateOfCreation, locale)}</time>
                  {e.isVerified ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">{t("verified")}</span> : null}
                </p>
              </div>
              <p className="flex items-center gap-2">
                <Stars value={e.overallRating} label={t("ratingLabel", { value: formatRating(e.overallRating, locale) })} />
                <span className="font-semibold">{formatRating(e.overallRating, locale)}</span>
              </p>
            </header>
            {e.ratings.length > 0 ? (
              <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {e.ratings.map((r) => (
                  <div key={r.ratingCategoryId} className="flex items-center justify-between gap-3 text-sm">
                    <dt className="text-muted">{r.name}</dt>
                    <dd className="flex items-center gap-2">
                      <Stars size={14} value={r.value} label={t("ratingLabel", { value: formatRating(r.value, locale) })} />
                      <span className="w-7 text-right tabular-nums">{formatRating(r.value, locale)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {e.comment ? <p className="mt-4 whitespace-pre-line text-ink">{e.comment}</p> : null}
            {e.consultantComment ? (
              <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm">
                <p className="font-semibold text-brand-700">{t("consultantAnswer")}</p>
                <p className="mt-1 whitespace-pre-line text-ink">{e.consultantComment}</p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
