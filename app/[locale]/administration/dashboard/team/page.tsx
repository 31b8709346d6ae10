// Team dashboard: the top five companies and the companies' growth.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatNumber } from "@/lib/format";
import { LineChart } from "@/components/admin/charts";
import { AddedPerBucketCard, bucketLabeller, DashboardPage, FigureCard, TopList } from "@/components/admin/dashboard-parts";
import { requireRoute } from "@/lib/auth/guards";
import { loadTopicDashboardPage } from "@/lib/search/topic-dashboard-page";

const PATH = "/administration/dashboard/team";

export default async function TeamDashboardPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ period?: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { period, figures, top } = await loadTopicDashboardPage(await requireRoute(PATH), (await searchParams).period);
  const t = await getTranslations("admin.dashboard");
  const label = await bucketLabeller(period);
  return (
    <DashboardPage title={t("teamDashboard")} path={PATH} period={period}>
      <TopList title={t("topCompanies")} itemPath="/administration/companies" items={top.companies} />
      <TopList title={t("topConsultants")} itemPath="/administration/consultants" items={top.consultants} />
      <FigureCard title={t("companies")} value={formatNumber(figures.growth.at(-1)?.companiesTotal ?? 0, locale)}>
        <LineChart title={t("companies")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.companiesTotal }))} />
      </FigureCard>
      <AddedPerBucketCard title={t("newCompanies")} period={period} points={figures.growth.map((g) => ({ start: g.start, added: g.companiesAdded }))} />
    </DashboardPage>
  );
}
