// The dashboard's chart over time (issue 19, item 7): evaluations per day, week or month as bars
// (left scale) and their mean overall rating as a line (right scale, 1 to 5), drawn on the server as
// SVG. The drawing is one image with a summary for screen readers; the same figures are a real
// table under it (opened on demand), which is also the fallback where the drawing does not help.
// The insights tab draws its figures with the same chart: `series` names the bars, and without a mean
// the line, its scale and its column are left out.
import { getTranslations } from "next-intl/server";
import { TableFrame } from "@/components/ui/table";
import { countValues, formatDate, formatDayMonth, formatMonth, formatNumber, formatRating } from "@/lib/format";
import type { TimelinePoint, TimelineUnit } from "@/lib/stats/timeline";

const W = 640;
const H = 200;
const PAD = { top: 12, right: 40, bottom: 6, left: 44 };
const INNER_W = W - PAD.left - PAD.right;
const INNER_H = H - PAD.top - PAD.bottom;
/** At most this many date labels under the axis, so that they never run into each other on a phone. */
const MAX_LABELS = 5;

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** A round top for the count scale: 1, 2, 5, 10, 20, 50, … */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((f) => f * power).find((v) => v >= value) ?? 10 * power) as number;
}

export async function EvaluationsChart({
  unit,
  points,
  locale,
  series,
}: {
  unit: TimelineUnit;
  points: TimelinePoint[];
  locale: string;
  /** Another figure than evaluations: its chart title and the bars' name. */
  series?: { title: string; legend: string };
}) {
  const t = await getTranslations("account.dashboard.chart");
  const title = series?.title ?? t("title", { unit: t(`unit.${unit}`) });
  const legendCount = series?.legend ?? t("legendCount");
  const withAverage = !series;
  const label = (start: string) => (unit === "month" ? formatMonth(start, locale, { short: true }) : formatDayMonth(start));
  const longLabel = (start: string) =>
    unit === "month" ? formatMonth(start, locale) : unit === "week" ? t("weekOf", { date: formatDate(start) }) : formatDate(start);
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const top = niceMax(Math.max(0, ...points.map((p) => p.count)));
  const step = INNER_W / Math.max(1, points.length);
  const x = (i: number) => PAD.left + i * step + step / 2;
  const yCount = (v: number) => PAD.top + INNER_H - (v / top) * INNER_H;
  const yAverage = (v: number) => PAD.top + INNER_H - ((v - 1) / 4) * INNER_H;
  const every = Math.max(1, Math.ceil(points.length / MAX_LABELS));
  // The line joins neighbouring buckets that have a mean; an empty bucket leaves a gap.
  const segments: string[] = [];
  points.forEach((p, i) => {
    if (p.average === null) return;
    const move = points[i - 1]?.average == null ? "M" : "L";
    segments.push(`${move}${x(i).toFixed(1)},${yAverage(p.average).toFixed(1)}`);
  });
  const summary = series
    ? t("seriesSummary", { figure: series.legend, total: formatNumber(total, locale), unit: t(`unit.${unit}`) })
    : t("summary", { ...countValues(total, locale), unit: t(`unit.${unit}`) });

  return (
    <figure className="md:col-span-2">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      {/* The figures around the drawing are HTML placed at the drawing's proportions: text inside a
          scaled SVG would shrink to a few pixels on a phone. */}
      <div className="relative">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className="block h-auto w-full"
          data-testid={series ? "insights-chart" : "evaluations-chart"}
        >
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + INNER_H}
            y2={PAD.top + INNER_H}
            stroke="currentColor"
            strokeOpacity="0.3"
            className="text-muted"
          />
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} stroke="currentColor" strokeOpacity="0.1" className="text-muted" />
          <g className="fill-current text-brand-500">
            {points.map((p, i) => (
              <rect key={p.start} x={x(i) - step * 0.35} width={step * 0.7} y={yCount(p.count)} height={PAD.top + INNER_H - yCount(p.count)} rx="2" />
            ))}
          </g>
          {withAverage ? (
            <>
              <path d={segments.join(" ")} fill="none" stroke="currentColor" strokeWidth="2.5" className="text-accent" />
              <g className="fill-current text-accent">
                {points.map((p, i) => (p.average === null ? null : <circle key={p.start} cx={x(i)} cy={yAverage(p.average)} r="4" />))}
              </g>
            </>
          ) : null}
        </svg>
        <div aria-hidden="true" className="text-xs tabular-nums text-muted">
          {/* Anchored at the axis and growing leftwards: a four-digit top (insights) must not wrap on a phone. */}
          <span className="absolute -translate-y-1/2 whitespace-nowrap pr-1 text-right" style={{ right: pct(W - PAD.left, W), top: pct(PAD.top, H) }}>
            {formatNumber(top, locale)}
          </span>
          <span className="absolute -translate-y-1/2 pr-1 text-right" style={{ left: 0, width: pct(PAD.left, W), top: pct(PAD.top + INNER_H, H) }}>
            0
          </span>
          {withAverage ? (
            <>
              <span className="absolute -translate-y-1/2 pl-1" style={{ left: pct(W - PAD.right, W), top: pct(PAD.top, H) }}>
                {formatRating(5, locale)}
              </span>
              <span className="absolute -translate-y-1/2 pl-1" style={{ left: pct(W - PAD.right, W), top: pct(PAD.top + INNER_H, H) }}>
                {formatRating(1, locale)}
              </span>
            </>
          ) : null}
        </div>
      </div>
      <div aria-hidden="true" className="relative h-5 text-xs text-muted">
        {points.map((p, i) =>
          i % every === 0 ? (
            <span key={p.start} className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: pct(x(i), W) }}>
              {label(p.start)}
            </span>
          ) : null,
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-500" />
          {legendCount}
        </span>
        {withAverage ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-accent" />
            {t("legendAverage")}
          </span>
        ) : null}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("showTable")}</summary>
        <TableFrame className="mt-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-brand-100">
                <th scope="col" className="p-2">
                  {t("period")}
                </th>
                <th scope="col" className="p-2 text-right">
                  {legendCount}
                </th>
                {withAverage ? (
                  <th scope="col" className="p-2 text-right">
                    {t("legendAverage")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.start} className="border-b border-brand-50">
                  <th scope="row" className="p-2 font-normal">
                    {longLabel(p.start)}
                  </th>
                  <td className="p-2 text-right tabular-nums">{formatNumber(p.count, locale)}</td>
                  {withAverage ? <td className="p-2 text-right tabular-nums">{p.average === null ? "–" : formatRating(p.average, locale)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </details>
    </figure>
  );
}
