// Insights tab (issue 32, server-rendered): what the profile brought in the period — each figure's total
// beside the median of comparable consultants, the conversions, the chosen figure over time in the
// dashboard's chart, and the CSV. Counted without tracking (docs/product-rules.md#insights). Like the
// statistics, part of the trial and the subscription.
import { getTranslations } from "next-intl/server";
import type { Entitlements } from "@/lib/billing/entitlements";
import { formatDate, formatNumber } from "@/lib/format";
import type { ConsultantInsights } from "@/lib/insights/get-insights";
import { INSIGHT_GROUPS, type InsightKind } from "@/lib/insights/kinds";
import { Link } from "@/lib/i18n/navigation";
import { cardClass } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { EvaluationsChart } from "./evaluations-chart";
import { PeriodForm } from "./period-form";

export type InsightsQuery = { start: string; end: string; invalidPeriod: boolean; figure: InsightKind };

export async function InsightsPanel({
  consultantId,
  query,
  insights,
  entitlements,
  locale,
}: {
  consultantId: number;
  query: InsightsQuery;
  insights: ConsultantInsights | null;
  entitlements: Entitlements;
  locale: string;
}) {
  const t = await getTranslations("account.insights");
  const td = await getTranslations("account.dashboard");
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  const percent = (value: number | null) => (value === null ? "–" : `${formatNumber(value * 100, locale, { maximumFractionDigits: 1 })} %`);
  const csv = `/api/consultant/${consultantId}/insights?${new URLSearchParams({ start: query.start, end: query.end, format: "csv", lang: locale })}`;
  return (
    <div className="space-y-6">
      <PeriodForm tab="insights" query={query} extra={{ figure: query.figure }} />
      <section className={cardClass} aria-labelledby="insights-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="insights-title" className="text-lg font-semibold text-ink">
              {t("title", { start: formatDate(query.start), end: formatDate(query.end) })}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-muted">{t("privacy")}</p>
          </div>
          {insights ? (
            <a href={csv} download className={buttonClass({ variant: "secondary" })}>
              {t("csv.download")}
            </a>
          ) : null}
        </div>
        {!entitlements.statistics || !insights ? (
          <div className="mt-3 rounded-xl bg-accent/20 p-4 text-sm text-ink">
            <p>{td(`locked.${entitlements.reason}`)}</p>
            <Link href={{ pathname: "/account/profile", query: { tab: "subscription" } }} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {td("toSubscription")}
            </Link>
          </div>
        ) : (
          <div className="mt-4 space-y-6">
            <dl className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ["viewsToContacts", insights.conversions.viewsToContacts],
                  ["invitationsToRatings", insights.conversions.invitationsToRatings],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-xl bg-brand-50 p-3">
                  <dt className="text-xs text-muted">{t(`conversion.${key}`)}</dt>
                  <dd className="text-2xl font-bold text-brand-700">{percent(value)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted">
              {insights.peers
                ? insights.peers.sampled < insights.peers.count
                  ? t("peers.sampled", { sampled: insights.peers.sampled, count: insights.peers.count })
                  : t("peers.shown", { count: insights.peers.count })
                : t("peers.tooFew", { minimum: 10 })}
            </p>
            {INSIGHT_GROUPS.map((group) => (
              <div key={group.key}>
                <h3 className="text-base font-semibold text-ink">{t(`groups.${group.key}`)}</h3>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {group.kinds.map((kind) => {
                    const current = kind === query.figure;
                    return (
                      <li key={kind}>
                        <Link
                          href={{ pathname: "/account/profile", query: { tab: "insights", start: query.start, end: query.end, figure: kind } }}
                          aria-current={current ? "true" : undefined}
                          scroll={false}
                          className={`flex h-full items-baseline justify-between gap-3 rounded-xl border p-3 hover:bg-brand-50 ${current ? "border-brand-600 ring-1 ring-brand-600" : "border-brand-100"}`}
                        >
                          <span className="text-sm text-ink">{t(`kinds.${kind}`)}</span>
                          <span className="shrink-0 text-right">
                            <span className="block text-xl font-bold tabular-nums text-brand-700">{number(insights.totals[kind])}</span>
                            {insights.peers ? (
                              <span className="block whitespace-nowrap text-xs tabular-nums text-muted">
                                {t("peers.median", { value: number(insights.peers.median[kind]) })}
                              </span>
                            ) : null}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
            <EvaluationsChart
              unit={insights.timeline.unit}
              locale={locale}
              series={{
                title: t("chartTitle", { figure: t(`kinds.${query.figure}`), unit: td(`chart.unit.${insights.timeline.unit}`) }),
                legend: t(`kinds.${query.figure}`),
              }}
              points={insights.timeline.points.map((p) => ({ start: p.start, count: p.values[query.figure], average: null }))}
            />
          </div>
        )}
      </section>
    </div>
  );
}
