// Team dashboard: the top five companies and the companies' growth.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatNumber } from "@/lib/format";
import { BarChart, LineChart } from "@/components/admin/charts";
import { bucketLabeller, FigureCard, PeriodSelector, TopList } from "@/components/admin/dashboard-parts";
import { AdminHeader } from "@/components/admin/list-controls";
import { getDashboardFigures, getTopLists } from "@/lib/admin/dashboard-figures";
import { periodSchema } from "@/lib/admin/schema";
import { requireRoute } from "@/lib/auth/guards";

export default async function TeamDashboardPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ period?: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/dashboard/team");
  const period = periodSchema.parse((await searchParams).period);
  const [figures, top] = await Promise.all([getDashboardFigures(actor, period), getTopLists(actor)]);
  const t = await getTranslations("admin.dashboard");
  const label = await bucketLabeller(period);
  return (
    <div className="space-y-6">
      <AdminHeader title={t("teamDashboard")}>
        <PeriodSelector path="/administration/dashboard/team" period={period} />
      </AdminHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TopList title={t("topCompanies")} itemPath="/administration/companies" items={top.companies} />
        <TopList title={t("topConsultants")} itemPath="/administration/consultants" items={top.consultants} />
        <FigureCard title={t("companies")} value={formatNumber(figures.growth.at(-1)?.companiesTotal ?? 0, locale)}>
          <LineChart title={t("companies")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.companiesTotal }))} />
        </FigureCard>
        <FigureCard
          title={t("newCompanies")}
          value={formatNumber(
            figures.growth.reduce((s, g) => s + g.companiesAdded, 0),
            locale,
          )}
          note={t("perBucket")}
        >
          <BarChart title={t("newCompanies")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.companiesAdded }))} />
        </FigureCard>
      </div>
    </div>
  );
}
