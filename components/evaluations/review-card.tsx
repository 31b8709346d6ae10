// The public review card: who rated (in the chosen display style), when, the overall and category
// ratings, the customer's comment and the consultant's answer. No hooks that need a client:
// next-intl's useTranslations/useFormatter work in server components that are not async.
import { useLocale, useTranslations } from "next-intl";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { formatDate, formatLongDate, formatRating } from "@/lib/format";
import { earnsCheckMark, evidenceLabel } from "@/lib/evaluations/evidence";
import { ReportButton } from "@/components/moderation/report-button";
import type { DialogIntl } from "@/components/ui/lazy-dialog";
import { StarRating } from "./star-rating";

export function ReviewCard({
  evaluation,
  consultantName,
  headingLevel = 3,
  topicNames,
  legendHref,
  reportable = false,
  reportIntl,
}: {
  evaluation: PublicEvaluation;
  /** For the heading of the consultant's answer. */
  consultantName?: string;
  headingLevel?: 2 | 3 | 4;
  /** Names of the consulting topics by id, to show what the advice was about. */
  topicNames?: Record<number, string>;
  /** The page's legend (components/public/review-legend.tsx): the label links to what it means. */
  legendHref?: string;
  /** A published review on a public page: anyone may report it and the consultant's comment (docs/product-rules.md#due-process). */
  reportable?: boolean;
  /** The report dialog's messages, where no provider surrounds the card (components/forms/dialog-intl.ts). */
  reportIntl?: DialogIntl;
}) {
  const t = useTranslations("evaluation.card");
  const tv = useTranslations("vouching");
  const checked = earnsCheckMark(evaluation.evidence);
  const label = evidenceLabel(evaluation.evidence, tv);
  const labelText = legendHref ? (
    <a href={legendHref} className="underline decoration-dotted underline-offset-2 hover:text-brand-700">
      {label}
    </a>
  ) : (
    label
  );
  const rules = useTranslations("ratingRules");
  const disputes = useTranslations("disputes.card");
  const report = useTranslations("moderation.notice");
  const locale = useLocale();
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const stars = (value: number) => t("stars", { value: formatRating(value, locale), count: value });
  const topics = topicNames ? evaluation.consultingTopicIds.map((id) => topicNames[id]).filter(Boolean) : [];
  return (
    <article className="tile p-5 shadow-sm" aria-label={t("label", { name: evaluation.displayName })}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="text-base font-semibold text-ink">{evaluation.displayName}</Heading>
          <p className="text-sm text-muted">
            <time dateTime={evaluation.dateOfCreation}>{t("date", { date: formatLongDate(evaluation.dateOfCreation, locale) })}</time>
          </p>
          {evaluation.earlierRating ? (
            // The same mailbox rated again later: this one stays readable and counts in no figure.
            <p className="mt-1 text-xs font-medium text-muted" title={rules("earlierRatingHint")}>
              {rules("earlierRating")}
              <span className="sr-only"> {rules("earlierRatingHint")}</span>
            </p>
          ) : null}
          {/* The dispute procedure (docs/product-rules.md#disputes): the review stays visible, marked, until the decision. */}
          {evaluation.disputedSince ? (
            <p className="mt-1 text-xs font-medium text-amber-800" title={disputes("disputedHint")}>
              {disputes("disputedSince", { date: formatDate(evaluation.disputedSince) })}
              <span className="sr-only"> {disputes("disputedHint")}</span>
            </p>
          ) : null}
          {evaluation.checkedAfterDispute ? (
            <p className="mt-1 text-xs font-medium text-brand-700" title={disputes("checkedHint")}>
              {disputes("checked")}
              <span className="sr-only"> {disputes("checkedHint")}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <StarRating value={evaluation.overallRating} label={stars(evaluation.overallRating)} size={20} locale={`${locale}-CH`} />
          {/* The ✓ belongs to what Beraterwahl itself checked, never to a code or the consultant's word. */}
          {checked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 20 20">
                <path d="M4 10.5l4 4L16 6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {labelText}
            </span>
          ) : null}
        </div>
      </header>

      {evaluation.ratings.length > 0 ? (
        // The rows' look is set once on the list (.rating-rows), not on each of the five rows of every card.
        <dl className="rating-rows mt-4">
          {evaluation.ratings.map((r) => (
            <div key={r.ratingCategoryId}>
              <dt>{r.name}</dt>
              <dd>
                <StarRating value={r.value} label={stars(r.value)} locale={`${locale}-CH`} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {checked ? null : (
        <p className="mt-3 text-xs text-muted">
          <span className="sr-only">{tv("whoVouches")} </span>
          {labelText}
        </p>
      )}

      {topics.length > 0 ? (
        <p className="mt-3 text-sm text-muted">
          {t("topics")}: {topics.join(", ")}
        </p>
      ) : null}

      {evaluation.comment ? <p className="mt-4 whitespace-pre-line text-ink">{evaluation.comment}</p> : null}

      {evaluation.consultantComment ? (
        <section className="mt-4 rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-900">{consultantName ? t("answerBy", { name: consultantName }) : t("answer")}</p>
          {evaluation.consultantCommentDate ? (
            <p className="text-xs text-muted">
              <time dateTime={evaluation.consultantCommentDate}>{formatLongDate(evaluation.consultantCommentDate, locale)}</time>
            </p>
          ) : null}
          <p className="mt-2 whitespace-pre-line text-ink">{evaluation.consultantComment}</p>
          {reportable ? (
            <p className="mt-2 text-right">
              <ReportButton target={{ subject: "comment", evaluationId: evaluation.id }} label={report("reportComment")} intl={reportIntl} />
            </p>
          ) : null}
        </section>
      ) : null}

      {reportable ? (
        <footer className="mt-3 text-right">
          <ReportButton target={{ subject: "review", evaluationId: evaluation.id }} label={report("reportReview")} intl={reportIntl} />
        </footer>
      ) : null}
    </article>
  );
}
