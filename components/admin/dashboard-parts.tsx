// Building blocks of the administration dashboards (server components): the period selector, figure
// cards with a chart, the list cards of the main dashboard, and the frame of the topic dashboards.
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { DashboardFigures } from "@/lib/stats/dashboard-figures";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "@/lib/stats/schema";
import { formatDayMonth, formatMonth, formatNumber, formatRating } from "@/lib/format";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { BarChart } from "@/components/admin/charts";
import { AdminHeader } from "@/components/admin/list-controls";
import { localize } from "@/lib/i18n/localize";

export async function PeriodSelector({ path, period }: { path: string; period: DashboardPeriod }) {
  const t = await getTranslations("admin.dashboard");
  return (
    <nav aria-label={t("period")} className="flex gap-1 rounded-lg border border-brand-100 bg-white p-1 text-sm">
      {DASHBOARD_PERIODS.map((p) => (
        <Link
          key={p}
          href={`${path}?period=${p}`}
          aria-current={p === period ? "true" : undefined}
          className={`rounded px-3 py-1 ${p === period ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"}`}
        >
          {t(`periods.${p}`)}
        </Link>
      ))}
    </nav>
  );
}

export function FigureCard({ title, value, note, children }: { title: string; value: string; note?: string; children?: ReactNode }) {
  return (
    <section className="tile p-4">
      <h2 className="text-sm font-medium text-muted">{title}</h2>
      <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      {children ? <div className="mt-3">{children}</div> : null}
    </section>
  );
}

/** Bucket labels for the charts in the page's language. */
export async function bucketLabeller(period: DashboardPeriod) {
  const locale = await getLocale();
  // Bucket starts are calendar dates ("2026-04-01"): lib/format keeps them on their day.
  return (isoDate: string) =>
    period === "year" ? isoDate.slice(0, 4) : period === "month" ? formatMonth(isoDate, locale, { short: true }) : formatDayMonth(isoDate);
}

export type ListCardItem = { id: number; title: string; subtitle: string };

export async function ListCard({
  title,
  listPath,
  itemPath,
  addPath,
  addLabel,
  items,
}: {
  title: string;
  listPath: string;
  itemPath: string;
  addPath?: string;
  addLabel: string;
  items: ListCardItem[];
}) {
  const t = await getTranslations("admin.dashboard");
  const action = getPathname({ href: listPath, locale: await getLocale() });
  return (
    <section className="tile p-4">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      <form method="get" action={action} role="search" className="mb-3 flex gap-2">
        <input
          type="search"
          name="q"
          aria-label={t("searchIn", { list: title })}
          placeholder={t("search")}
          className="min-w-0 flex-1 rounded-lg border border-brand-200 px-3 py-2 text-sm"
        />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          {t("search")}
        </button>
      </form>
      <ul className="divide-y divide-brand-50">
        {items.map((item) => (
          <li key={item.id}>
            <Link href={`${itemPath}/${item.id}`} className="block py-2 hover:bg-brand-50">
              <span className="font-medium text-ink">{item.title}</span>
              <span className="block text-xs text-muted">{item.subtitle}</span>
            </Link>
          </li>
        ))}
        {items.length === 0 ? <li className="py-2 text-sm text-muted">{t("none")}</li> : null}
      </ul>
      <div className="mt-3 flex gap-2">
        {addPath ? (
          <Link href={addPath} className={buttonClass()}>
            {addLabel}
          </Link>
        ) : null}
        <Link href={listPath} className={buttonClass({ variant: "secondary" })}>
          {t("openOverview")}
        </Link>
      </div>
    </section>
  );
}

export type TopEntry = { id: number; name: string; city: string; ratingAverage: number; ratingCount: number };

export async function TopList({ title, itemPath, items }: { title: string; itemPath: string; items: TopEntry[] }) {
  const t = await getTranslations("admin.dashboard");
  const locale = await getLocale();
  return (
    <section className="tile p-4">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      <ol className="space-y-2">
        {items.map((item, i) => (
          <li key={item.id} className="flex items-center gap-3">
            <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">{i + 1}</span>
            <Link href={`${itemPath}/${item.id}`} className="min-w-0 flex-1 hover:underline">
              <span className="block truncate font-medium text-ink">{item.name}</span>
              <span className="block text-xs text-muted">{item.city}</span>
            </Link>
            <span className="text-sm text-ink">
              {t("rating", { average: formatRating(item.ratingAverage, locale), count: formatNumber(item.ratingCount, locale) })}
            </span>
          </li>
        ))}
        {items.length === 0 ? <li className="text-sm text-muted">{t("none")}</li> : null}
      </ol>
    </section>
  );
}

/** The rating categories' averages of the window. */
export async function CategoryAverages({ figures, locale }: { figures: DashboardFigures; locale: string }) {
  const t = await getTranslations("admin.dashboard");
  return (
    <section className="tile p-4">
      <h2 className="mb-3 text-lg font-semibold text-ink">{t("categoryAverages")}</h2>
      <ul className="space-y-2">
        {figures.categoryAverages.map((c) => (
          <li key={c.key}>
            <div className="flex justify-between text-sm">
              <span className="text-ink">{localize(c.name, locale) || c.key}</span>
              <span className="font-medium text-ink">{c.average === null ? "–" : formatRating(c.average, locale)}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-brand-50" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${((c.average ?? 0) / 5) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A dashboard page of one topic: its title beside the period selector, then its cards in two columns. */
export async function DashboardPage({ title, path, period, children }: { title: string; path: string; period: DashboardPeriod; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <AdminHeader title={title}>
        <PeriodSelector path={path} period={period} />
      </AdminHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </div>
  );
}

/** What is added per bucket as bars, headed by the sum over the period. */
export async function AddedPerBucketCard({ title, period, points }: { title: string; period: DashboardPeriod; points: { start: string; added: number }[] }) {
  const t = await getTranslations("admin.dashboard");
  const locale = await getLocale();
  const label = await bucketLabeller(period);
  return (
    <FigureCard
      title={title}
      value={formatNumber(
        points.reduce((s, p) => s + p.added, 0),
        locale,
      )}
      note={t("perBucket")}
    >
      <BarChart title={title} points={points.map((p) => ({ label: label(p.start), value: p.added }))} />
    </FigureCard>
  );
}
