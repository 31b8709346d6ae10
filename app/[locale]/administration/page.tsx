// Administration dashboard (real figures, docs/product-rules.md#administration): consultant and company counts
// and growth, evaluations and average ratings, active subscriptions and monthly recurring revenue for
// the chosen period, and the list cards with the latest three companies and consultants.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BarChart, LineChart } from "@/components/admin/charts";
import { bucketLabeller, CategoryAverages, FigureCard, ListCard, PeriodSelector } from "@/components/admin/dashboard-parts";
import { AdminHeader } from "@/components/admin/list-controls";
import { loadDashboardPage } from "@/lib/moderation/dashboard-page";
import { requireRoute } from "@/lib/auth/guards";
import { formatNumber, formatRappen, formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";

// Renders what lib/moderation/dashboard-page.ts computed.
export default async function DashboardPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ period?: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration");
  const data = await loadDashboardPage(actor, (await searchParams).period);
  const { period, figures, latest, held, overdue } = data;
  const t = await getTranslations("admin.dashboard");
  const rules = await getTranslations("ratingRules");
  const label = await bucketLabeller(period);
  const chf = (rappen: number) => formatRappen(rappen, locale, { whole: true });
  const percent = (p: number | null) =>
    p === null ? undefined : t("growth", { percent: formatNumber(p, locale, { maximumFractionDigits: 1, signDisplay: "always" }) });
  const one = (v: number) => formatRating(v, locale);

  return (
    <div className="space-y-6">
      <AdminHeader title={t("title")}>
        <PeriodSelector path="/administration" period={period} />
      </AdminHeader>
      <p className={`rounded-xl border p-4 text-sm ${held > 0 ? "border-amber-300 bg-amber-50" : "border-brand-100 bg-white"}`}>
        <Link href="/administration/evaluations?state=held" className="font-semibold text-brand-700 underline">
          {t("held", { count: held })}
        </Link>
      </p>
      {overdue > 0 ? (
        <p role="status" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm text-ink">
          <Link href="/administration/evaluations?state=held&overdue=1" className="font-semibold text-danger underline">
            {rules("overdueHolds", { count: overdue, days: data.overdueDays })}
          </Link>
        </p>
      ) : null}
      <nav className="flex gap-4 text-sm">
        <Link href={`/administration/dashboard/consultant?period=${period}`} className="text-brand-700 underline">
          {t("consultantDashboard")}
        </Link>
        <Link href={`/administration/dashboard/team?period=${period}`} className="text-brand-700 underline">
          {t("teamDashboard")}
        </Link>
      </nav>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <FigureCard title={t("consultants")} value={formatNumber(data.consultants.total, locale)} note={percent(data.consultants.growthPercent)}>
          <LineChart title={t("consultants")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.consultantsTotal }))} />
        </FigureCard>
        <FigureCard title={t("companies")} value={formatNumber(data.companies.total, locale)} note={percent(data.companies.growthPercent)}>
          <LineChart title={t("companies")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.companiesTotal }))} />
        </FigureCard>
        <FigureCard title={t("mrr")} value={chf(figures.mrrRappen)} note={t("activeSubscriptions", { count: figures.activeSubscriptions })}>
          <LineChart title={t("mrr")} points={figures.revenue.map((r) => ({ label: label(r.start), value: r.mrrRappen }))} format={chf} />
        </FigureCard>
        <FigureCard title={t("evaluations")} value={formatNumber(data.evaluations, locale)} note={t("perBucket")}>
          <BarChart title={t("evaluations")} points={figures.evaluations.map((e) => ({ label: label(e.start), value: e.evaluations }))} />
        </FigureCard>
        <FigureCard title={t("averageRating")} value={data.averageRating === null ? "–" : one(data.averageRating)}>
          <LineChart
            title={t("averageRating")}
            points={figures.evaluations.map((e) => ({ label: label(e.start), value: e.averageRating ?? 0 }))}
            format={one}
          />
        </FigureCard>
        <CategoryAverages figures={figures} locale={locale} />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ListCard
          title={t("latestCompanies")}
          listPath="/administration/companies"
          itemPath="/administration/companies"
          addPath={data.canAddCompany ? "/administration/companies/add" : undefined}
          addLabel={t("addCompany")}
          items={latest.companies.map((c) => ({ id: c.id, title: c.name, subtitle: `${c.number} · ${c.postalCode} ${c.city}` }))}
        />
        <ListCard
          title={t("latestConsultants")}
          listPath="/administration/consultants"
          itemPath="/administration/consultants"
          addPath={data.canAddConsultant ? "/administration/consultants/add" : undefined}
          addLabel={t("addConsultant")}
          items={latest.consultants.map((c) => ({ id: c.id, title: c.name, subtitle: `${c.number} · ${c.postalCode} ${c.city}` }))}
        />
      </div>
    </div>
  );
}
