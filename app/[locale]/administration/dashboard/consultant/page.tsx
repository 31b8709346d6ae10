// Consultant dashboard: the top five consultants, the evaluations and the rating categories' averages.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatNumber } from "@/lib/format";
import { BarChart } from "@/components/admin/charts";
import { bucketLabeller, CategoryAverages, FigureCard, PeriodSelector, TopList } from "@/components/admin/dashboard-parts";
import { AdminHeader } from "@/components/admin/list-controls";
import { getDashboardFigures, getTopLists } from "@/lib/admin/dashboard-figures";
import { periodSchema } from "@/lib/admin/schema";
import { requireRoute } from "@/lib/auth/guards";

export default async function ConsultantDashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ period?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/dashboard/consultant");
  const period = periodSchema.parse((await searchParams).period);
  const [figures, top] = await Promise.all([getDashboardFigures(actor, period), getTopLists(actor)]);
  const t = await getTranslations("admin.dashboard");
  const label = await bucketLabeller(period);
  return (
    <div className="space-y-6">
      <AdminHeader title={t("consultantDashboard")}>
        <PeriodSelector path="/administration/dashboard/consultant" period={period} />
      </AdminHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TopList title={t("topConsultants")} itemPath="/administration/consultants" items={top.consultants} />
        <CategoryAverages figures={figures} locale={locale} />
        <FigureCard
          title={t("evaluations")}
          value={formatNumber(
            figures.evaluations.reduce((s, e) => s + e.evaluations, 0),
            locale,
          )}
          note={t("perBucket")}
        >
          <BarChart title={t("evaluations")} points={figures.evaluations.map((e) => ({ label: label(e.start), value: e.evaluations }))} />
        </FigureCard>
        <FigureCard
          title={t("newConsultants")}
          value={formatNumber(
            figures.growth.reduce((s, g) => s + g.consultantsAdded, 0),
            locale,
          )}
          note={t("perBucket")}
        >
          <BarChart title={t("newConsultants")} points={figures.growth.map((g) => ({ label: label(g.start), value: g.consultantsAdded }))} />
        </FigureCard>
      </div>
    </div>
  );
}
