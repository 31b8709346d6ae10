// Dashboard tab (server-rendered): period selector as a plain GET form, the statistics as SVG bars,
// and the evaluations list with its actions. Statistics need the trial or a subscription.
import { getTranslations } from "next-intl/server";
import type { Entitlements } from "@/lib/billing/entitlements";
import type { OwnerEvaluation } from "@/lib/evaluations/list-evaluations";
import { evidenceText } from "@/lib/evaluations/evidence";
import { PAGE_SIZES } from "@/lib/evaluations/schema";
import { formatDate, formatNumber, formatRating } from "@/lib/format";
import type { ConsultantStats } from "@/lib/stats/get-consultant-stats";
import { Link } from "@/lib/i18n/navigation";
import { BarChart } from "./bar-chart";
import { EvaluationsChart } from "./evaluations-chart";
import { PeriodForm } from "./period-form";
import { EvaluationActions } from "./evaluation-actions";
import { cardClass } from "@/components/ui/card";
import { DisputeAction } from "@/components/disputes/dispute-action";
import { ClientMessages } from "@/components/forms/client-messages";
import { DisputeState } from "@/components/disputes/dispute-state";

export type DashboardQuery = { start: string; end: string; page: number; pageSize: number; sort: "date" | "rating"; invalidPeriod: boolean };

export async function DashboardPanel({
  query,
  stats,
  entitlements,
  evaluations,
  topicNames,
  categoryNames,
  locale,
}: {
  query: DashboardQuery;
  stats: ConsultantStats | null;
  entitlements: Entitlements;
  /** publishingPaused: moderation holds one of them, so early publishing is off for all (the page says why). */
  evaluations: { items: OwnerEvaluation[]; total: number; publishingPaused?: boolean };
  topicNames: Record<string, string>;
  categoryNames: Record<string, string>;
  locale: string;
}) {
  const t = await getTranslations("account.dashboard");
  const te = await getTranslations("account.evaluations");
  const tv = await getTranslations("vouching");
  const rules = await getTranslations("ratingRules");
  const rating = (value: number) => formatRating(value, locale);
  const base = { tab: "dashboard", start: query.start, end: query.end, pageSize: String(query.pageSize), sort: query.sort };
  const pages = Math.max(1, Math.ceil(evaluations.total / query.pageSize));
  return (
    <div className="space-y-6">
      <PeriodForm tab="dashboard" query={query} />

      <section className={cardClass} aria-labelledby="stats-title">
        <h2 id="stats-title" className="text-lg font-semibold text-ink">
          {t("statistics", { start: formatDate(query.start), end: formatDate(query.end) })}
        </h2>
        {!entitlements.statistics ? (
          <div className="mt-3 rounded-xl bg-accent/20 p-4 text-sm text-ink">
            <p>{t(`locked.${entitlements.reason}`)}</p>
            <Link href={{ pathname: "/account/profile", query: { tab: "subscription" } }} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t("toSubscription")}
            </Link>
          </div>
        ) : stats ? (
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <dl className="grid grid-cols-3 gap-3 md:col-span-2">
              {[
                [t("evaluationCount"), formatNumber(stats.evaluationCount, locale)],
                [t("verifiedCount"), formatNumber(stats.verifiedEvaluationCount, locale)],
                [t("totalRating"), stats.totalRating === null ? "–" : rating(stats.totalRating)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-brand-50 p-3 text-center">
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="text-2xl font-bold text-brand-700">{value}</dd>
                </div>
              ))}
            </dl>
            <EvaluationsChart unit={stats.timeline.unit} points={stats.timeline.points} locale={locale} />
            {stats.averageRatings.length ? (
              <BarChart
                title={t("averages")}
                max={5}
                bars={stats.averageRatings.map((r) => ({
                  label: categoryNames[r.ratingCategory] ?? r.ratingCategory,
                  value: r.value,
                  display: rating(r.value),
                }))}
              />
            ) : (
              <p className="text-sm text-muted">{t("noData")}</p>
            )}
            {Object.entries(stats.averageTopicRatings).map(([topic, values]) => {
              const avg = values.length ? values.reduce((s, v) => s + v.value, 0) / values.length : 0;
              return (
                <BarChart
                  key={topic}
                  title={t("topicAverage", { topic: topicNames[topic] ?? topic, value: rating(avg) })}
                  max={5}
                  bars={values.map((v) => ({ label: categoryNames[v.ratingCategory] ?? v.ratingCategory, value: v.value, display: rating(v.value) }))}
                />
              );
            })}
          </div>
        ) : null}
      </section>

      <section className={cardClass} aria-labelledby="evaluations-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="evaluations-title" className="text-lg font-semibold text-ink">
            {te("title", { count: formatNumber(evaluations.total, locale) })}
          </h2>
          <div className="flex flex-wrap gap-2 text-sm">
            {(["date", "rating"] as const).map((sort) => (
              <Link
                key={sort}
                href={{ pathname: "/account/profile", query: { ...base, sort, page: "1" } }}
                aria-current={query.sort === sort ? "true" : undefined}
                className={`rounded-full px-3 py-1 ${query.sort === sort ? "bg-brand-600 text-white" : "border border-brand-200 text-brand-700"}`}
              >
                {te(`sort.${sort}`)}
              </Link>
            ))}
            <span className="px-1 text-muted">{te("perPage")}</span>
            {PAGE_SIZES.map((size) => (
              <Link
                key={size}
                href={{ pathname: "/account/profile", query: { ...base, pageSize: String(size), page: "1" } }}
                aria-current={query.pageSize === size ? "true" : undefined}
                className={`rounded-full px-2 py-1 ${query.pageSize === size ? "bg-brand-600 text-white" : "text-brand-700"}`}
              >
                {size}
              </Link>
            ))}
          </div>
        </div>
        {evaluations.publishingPaused ? (
          <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
            <span className="font-semibold">{rules("publishingPausedTitle")}</span> {rules("publishingPausedText")}
          </p>
        ) : null}
        {evaluations.items.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{te("emptyOwner")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {evaluations.items.map((e) => (
              <li key={e.id} className="rounded-xl border border-brand-100 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{e.displayName}</span>
                  <span className="text-sm text-muted">{formatDate(e.dateOfCreation)}</span>
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">★ {rating(e.overallRating)}</span>
                  {e.state === "inReview" ? <span className="rounded-full bg-accent/30 px-2 py-0.5 text-xs font-semibold text-ink">{te("hidden")}</span> : null}
                  {/* Who vouches, in the words the public card uses: the consultant sees what a visitor sees. */}
                  {e.evidence !== "none" ? (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{evidenceText(e.evidence, tv)}</span>
                  ) : null}
                  {e.held ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-ink">{te("held")}</span> : null}
                  {e.earlierRating ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-muted" title={rules("earlierRatingHint")}>
                      {rules("earlierRating")}
                    </span>
                  ) : null}
                  {e.hidden ? (
                    <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                      {te("moderated", { reason: e.hiddenReason ?? "" })}
                    </span>
                  ) : null}
                </div>
                {e.state === "inReview" && !e.held ? <p className="mt-1 text-xs text-muted">{te("releaseAt", { date: formatDate(e.releaseAt) })}</p> : null}
                {e.comment ? <p className="mt-2 whitespace-pre-line text-sm text-ink">{e.comment}</p> : null}
                {e.consultantComment ? (
                  <p className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-ink">
                    <span className="font-semibold">{te("yourComment")}</span> {e.consultantComment}
                  </p>
                ) : null}
                {e.dispute ? <DisputeState dispute={e.dispute} /> : null}
                <EvaluationActions
                  id={e.id}
                  inReview={e.state === "inReview" && !e.held && !evaluations.publishingPaused}
                  verified={e.relationshipConfirmed}
                  hasComment={e.consultantComment !== null}
                  reported={e.reported}
                />
                {/* A published, visible review may be disputed once (docs/product-rules.md#disputes). */}
                {e.state === "published" && !e.hidden && !e.dispute ? (
                  <ClientMessages namespaces={["disputes"]}>
                    <DisputeAction evaluationId={e.id} />
                  </ClientMessages>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={te("pagination")} className="mt-4 flex flex-wrap gap-1">
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <Link
                key={p}
                href={{ pathname: "/account/profile", query: { ...base, page: String(p) } }}
                aria-current={p === query.page ? "page" : undefined}
                className={`rounded px-3 py-1 text-sm ${p === query.page ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"}`}
              >
                {p}
              </Link>
            ))}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
