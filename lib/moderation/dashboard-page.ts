// Everything the administration's dashboard (app/[locale]/administration/page.tsx) shows, with the figures
// already computed: the totals and growth of consultants and companies, the evaluations of the window and
// their average, the holds waiting for a decision, the latest entries and what the actor may add.
// It lives on the top floor because the held evaluations are counted by moderation.
import "server-only";
import { hasPermission, type Actor } from "@/lib/auth/actor";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import { countHeldEvaluations, countOverdueHolds } from "@/lib/moderation/moderate-evaluation";
import { getDashboardFigures, getLatestEntries, type DashboardFigures, type EvaluationPoint, type LatestItem } from "@/lib/stats/dashboard-figures";
import { periodSchema, type DashboardPeriod } from "@/lib/stats/schema";

export type DashboardPage = {
  period: DashboardPeriod;
  figures: DashboardFigures;
  consultants: { total: number; growthPercent: number | null };
  companies: { total: number; growthPercent: number | null };
  /** Confirmed, visible evaluations of the window. */
  evaluations: number;
  /** Over the window, each bucket weighted by its number of evaluations; null without a rated one. */
  averageRating: number | null;
  held: number;
  overdue: number;
  overdueDays: number;
  latest: { companies: LatestItem[]; consultants: LatestItem[] };
  canAddCompany: boolean;
  canAddConsultant: boolean;
};

/** `period` is the raw `?period=`: an unknown one shows the month. Every service checks the actor itself. */
export async function loadDashboardPage(actor: Actor, periodParam: string | undefined): Promise<DashboardPage> {
  const period = periodSchema.parse(periodParam);
  const [figures, latest, held, overdue] = await Promise.all([
    getDashboardFigures(actor, period),
    getLatestEntries(actor),
    countHeldEvaluations(actor),
    countOverdueHolds(actor),
  ]);
  const last = figures.growth.at(-1);
  return {
    period,
    figures,
    consultants: {
      total: last?.consultantsTotal ?? 0,
      growthPercent: growthPercent(figures.growth.map((g) => ({ added: g.consultantsAdded, total: g.consultantsTotal }))),
    },
    companies: {
      total: last?.companiesTotal ?? 0,
      growthPercent: growthPercent(figures.growth.map((g) => ({ added: g.companiesAdded, total: g.companiesTotal }))),
    },
    evaluations: figures.evaluations.reduce((s, e) => s + e.evaluations, 0),
    averageRating: weightedAverage(figures.evaluations),
    held,
    overdue,
    overdueDays: OVERDUE_HOLD_DAYS,
    latest,
    canAddCompany: hasPermission(actor, "write:companies"),
    canAddConsultant: hasPermission(actor, "write:consultants"),
  };
}

/** Growth over the shown window: what was added relative to the total before it (null from zero). */
function growthPercent(points: { added: number; total: number }[]): number | null {
  const added = points.reduce((s, p) => s + p.added, 0);
  const start = (points.at(-1)?.total ?? 0) - added;
  return start > 0 ? (added / start) * 100 : null;
}

/** A bucket with many evaluations counts for more than one with a single evaluation. */
function weightedAverage(points: EvaluationPoint[]): number | null {
  const rated = points.filter((e) => e.averageRating !== null);
  if (rated.length === 0) return null;
  const weight = rated.reduce((s, e) => s + e.evaluations, 0);
  return rated.reduce((s, e) => s + (e.averageRating ?? 0) * e.evaluations, 0) / Math.max(1, weight);
}
