// Consultant dashboard: the top five consultants, the evaluations and the rating categories' averages.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AddedPerBucketCard, CategoryAverages, DashboardPage, TopList } from "@/components/admin/dashboard-parts";
import { requireRoute } from "@/lib/auth/guards";
import { loadTopicDashboardPage } from "@/lib/search/topic-dashboard-page";

const PATH = "/administration/dashboard/consultant";

export default async function ConsultantDashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ period?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { period, figures, top } = await loadTopicDashboardPage(await requireRoute(PATH), (await searchParams).period);
  const t = await getTranslations("admin.dashboard");
  return (
    <DashboardPage title={t("consultantDashboard")} path={PATH} period={period}>
      <TopList title={t("topConsultants")} itemPath="/administration/consultants" items={top.consultants} />
      <CategoryAverages figures={figures} locale={locale} />
      <AddedPerBucketCard title={t("evaluations")} period={period} points={figures.evaluations.map((e) => ({ start: e.start, added: e.evaluations }))} />
      <AddedPerBucketCard title={t("newConsultants")} period={period} points={figures.growth.map((g) => ({ start: g.start, added: g.consultantsAdded }))} />
    </DashboardPage>
  );
}
