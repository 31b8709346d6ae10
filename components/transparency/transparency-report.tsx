// The figures of /transparency: a table of the 12 months (one row each, scrolls sideways on a phone),
// then each month's details (flags by source and reason, decisions by outcome, disputes, appeals).
import { getTranslations } from "next-intl/server";
import { formatLocale, formatLongDate, formatMonth, formatNumber } from "@/lib/format";
import { DECISION_OUTCOMES, DISPUTE_RESULTS, FLAG_SOURCES, type MonthFigures, type TransparencyFigures } from "@/lib/transparency/transparency-figures";

/** The month "YYYY-MM" as a date inside it (the 15th: clear of any time-zone edge). */
const midMonth = (month: string) => `${month}-15T12:00:00Z`;

export async function TransparencyReport({ figures, locale }: { figures: TransparencyFigures; locale: string }) {
  const t = await getTranslations("transparency");
  const percentFormat = new Intl.NumberFormat(`${formatLocale(locale)}-CH`, { style: "percent", maximumFractionDigits: 0 });
  const percent = (part: number, whole: number) => (whole === 0 ? "–" : percentFormat.format(part / whole));
  const hours = (m: MonthFigures) =>
    m.decisions.medianHoursToDecision === null
      ? "–"
      : t("hours", { hours: formatNumber(m.decisions.medianHoursToDecision, locale, { maximumFractionDigits: 1 }) });
  const totals = figures.months.reduce(
    (sum, m) => ({ flags: sum.flags + m.flags.total, decisions: sum.decisions + m.decisions.total, automated: sum.automated + m.decisions.automated }),
    { flags: 0, decisions: 0, automated: 0 },
  );
  return (
    <>
      <section aria-labelledby="summary-title" className="space-y-4">
        <h2 id="summary-title" className="text-2xl font-bold text-ink">
          {t("summaryTitle")}
        </h2>
        <p className="text-sm text-muted">{t("since", { date: formatLongDate(figures.since, locale) })}</p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[
            { key: "flagsTotal", value: formatNumber(totals.flags, locale) },
            { key: "decisionsTotal", value: formatNumber(totals.decisions, locale) },
            { key: "automatedShare", value: percent(totals.automated, totals.decisions) },
            { key: "heldNow", value: formatNumber(figures.heldNow, locale) },
          ].map((item) => (
            <div key={item.key} className="tile p-4">
              <dt className="text-sm text-muted">{t(`summary.${item.key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-figure={item.key}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="overflow-x-auto rounded-xl border border-brand-100" tabIndex={0} role="region" aria-label={t("tableLabel")}>
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t("tableLabel")}</caption>
            <thead className="bg-brand-50 text-left text-ink">
              <tr>
                {(["month", "flags", "decisions", "automated", "median", "disputes", "appeals"] as const).map((c) => (
                  <th key={c} scope="col" className={`px-3 py-2 align-bottom font-semibold ${c === "month" ? "" : "min-w-28"}`}>
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100 tabular-nums">
              {figures.months.map((m) => (
                <tr key={m.month} data-month={m.month}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-ink">
                    {formatMonth(midMonth(m.month), locale)}
                  </th>
                  <td className="px-3 py-2">{m.flags.total}</td>
                  <td className="px-3 py-2">{m.decisions.total}</td>
                  <td className="px-3 py-2">{percent(m.decisions.automated, m.decisions.total)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{hours(m)}</td>
                  <td className="px-3 py-2">{m.disputes.filed}</td>
                  <td className="whitespace-nowrap px-3 py-2">{t("appealsCell", { filed: m.appeals.filed, reversed: m.appeals.reversed })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="months-title" className="space-y-3">
        <h2 id="months-title" className="text-2xl font-bold text-ink">
          {t("monthsTitle")}
        </h2>
        {figures.months.map((m, i) => (
          <details key={m.month} open={i === 0} className="tile p-4">
            <summary className="cursor-pointer font-semibold text-ink">
              {formatMonth(midMonth(m.month), locale)} · {t("monthSummary", { flags: m.flags.total, decisions: m.decisions.total })}
            </summary>
            <div className="mt-4 grid gap-6 text-sm md:grid-cols-2">
              <Block title={t("flagsTitle")}>
                {FLAG_SOURCES.map((s) => (
                  <Row key={s} label={t(`sources.${s}`)} value={m.flags.bySource[s]} />
                ))}
                {m.flags.byReason.length > 0 ? <li className="pt-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("byReason")}</li> : null}
                {m.flags.byReason.map((r) => (
                  <Row key={`${r.source}-${r.reason}`} label={`${reasonLabel(t, r.reason)} (${t(`sources.${r.source}`)})`} value={r.count} />
                ))}
              </Block>
              <Block title={t("decisionsTitle")}>
                {DECISION_OUTCOMES.filter((o) => m.decisions.byOutcome[o] > 0).map((o) => (
                  <Row key={o} label={t(`outcomes.${o}`)} value={m.decisions.byOutcome[o]} />
                ))}
                {m.decisions.total === 0 ? <li className="text-muted">{t("none")}</li> : null}
                <Row label={t("columns.automated")} value={percent(m.decisions.automated, m.decisions.total)} />
                <Row label={t("columns.median")} value={hours(m)} />
              </Block>
              <Block title={t("disputesTitle")}>
                <Row label={t("disputesFiled")} value={m.disputes.filed} />
                {DISPUTE_RESULTS.filter((r) => m.disputes.byResult[r] > 0).map((r) => (
                  <Row key={r} label={t(`disputeResults.${r}`)} value={m.disputes.byResult[r]} />
                ))}
              </Block>
              <Block title={t("appealsTitle")}>
                <Row label={t("appealsFiled")} value={m.appeals.filed} />
                <Row label={t("appealsDecided")} value={m.appeals.decided} />
                <Row label={t("appealsReversed")} value={m.appeals.reversed} />
              </Block>
            </div>
          </details>
        ))}
      </section>
    </>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"transparency">>>;

/** A reason key of a notice, report, dispute or hold rule; a ground the page does not know reads "other". */
function reasonLabel(t: Translate, reason: string): string {
  return t.has(`reasons.${reason}`) ? t(`reasons.${reason}` as "reasons.otherReasons") : t("reasons.otherReasons");
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul className="mt-2 space-y-1">{children}</ul>
    </div>
  );
}

function Row({ label, value }: { label: string; value: number | string }) {
  return (
    <li className="flex items-baseline justify-between gap-3">
      <span className="text-muted">{label}</span>
      <span className="font-semibold tabular-nums text-ink">{value}</span>
    </li>
  );
}
