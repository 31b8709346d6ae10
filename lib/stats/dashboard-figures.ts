// The administration dashboards' figures (docs/product-rules.md#administration: real data, not random
// points). One statement per figure group; the buckets come from generate_series in Swiss local time
// so that a "day" is a Zurich day, and empty buckets are still listed (zero) for the charts.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { DashboardPeriod } from "./schema";

/** How many buckets each period shows: a month of days, a quarter of weeks, a year of months, five years. */
export const PERIOD_BUCKETS: Record<DashboardPeriod, number> = { day: 30, week: 13, month: 12, year: 5 };

const TIME_ZONE = "Europe/Zurich";

export type GrowthPoint = { start: string; consultantsAdded: number; consultantsTotal: number; companiesAdded: number; companiesTotal: number };
export type EvaluationPoint = { start: string; evaluations: number; averageRating: number | null };
export type RevenuePoint = { start: string; subscriptions: number; mrrRappen: number };
export type CategoryAverage = { key: string; name: Record<string, string>; average: number | null; count: number };

export type DashboardFigures = {
  period: DashboardPeriod;
  growth: GrowthPoint[];
  evaluations: EvaluationPoint[];
  revenue: RevenuePoint[];
  /** Right now: subscriptions in status active or pastDue and their monthly amounts. */
  activeSubscriptions: number;
  mrrRappen: number;
  categoryAverages: CategoryAverage[];
};

/** ISO date (yyyy-mm-dd) of a bucket start, which Postgres returns as a local timestamp. */
const day = (d: Date) => d.toISOString().slice(0, 10);

function window(period: DashboardPeriod) {
  return { unit: period, step: `1 ${period}`, back: `${PERIOD_BUCKETS[period] - 1} ${period}` };
}

export async function getDashboardFigures(actor: Actor, period: DashboardPeriod): Promise<DashboardFigures> {
  assertPlatformAdmin(actor);
  const { unit, step, back } = window(period);
  // Each CTE "buckets" is the same series; the local timestamp of a bucket start is compared with
  // the rows' createdAt converted to Zurich time.
  const [growth, evaluations, revenue, current, categories] = await Promise.all([
    db().$queryRaw<{ start: Date; consultantsAdded: number; consultantsTotal: number; companiesAdded: number; companiesTotal: number }[]>`
      WITH buckets AS (
        SELECT generate_series(date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}) - ${back}::interval,
                               date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}), ${step}::interval) AS "start"
      ), first AS (SELECT min("start") AS "start" FROM buckets),
      c AS (
        SELECT date_trunc(${unit}, "createdAt" AT TIME ZONE ${TIME_ZONE}) AS "start", count(*)::int AS n
        FROM "Consultant" WHERE "createdAt" AT TIME ZONE ${TIME_ZONE} >= (SELECT "start" FROM first) GROUP BY 1
      ), co AS (
        SELECT date_trunc(${unit}, "createdAt" AT TIME ZONE ${TIME_ZONE}) AS "start", count(*)::int AS n
        FROM "Company" WHERE "createdAt" AT TIME ZONE ${TIME_ZONE} >= (SELECT "start" FROM first) GROUP BY 1
      ),
      base AS (
        SELECT (SELECT count(*) FROM "Consultant" WHERE "createdAt" AT TIME ZONE ${TIME_ZONE} < (SELECT "start" FROM first))::int AS consultants,
               (SELECT count(*) FROM "Company" WHERE "createdAt" AT TIME ZONE ${TIME_ZONE} < (SELECT "start" FROM first))::int AS companies
      )
      SELECT b."start",
             coalesce(c.n, 0) AS "consultantsAdded",
             (base.consultants + sum(coalesce(c.n, 0)) OVER (ORDER BY b."start"))::int AS "consultantsTotal",
             coalesce(co.n, 0) AS "companiesAdded",
             (base.companies + sum(coalesce(co.n, 0)) OVER (ORDER BY b."start"))::int AS "companiesTotal"
      FROM buckets b CROSS JOIN base LEFT JOIN c USING ("start") LEFT JOIN co USING ("start")
      ORDER BY b."start"`,
    db().$queryRaw<{ start: Date; evaluations: number; averageRating: string | null }[]>`
      WITH buckets AS (
        SELECT generate_series(date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}) - ${back}::interval,
                               date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}), ${step}::interval) AS "start"
      ), e AS (
        SELECT date_trunc(${unit}, "dateOfCreation" AT TIME ZONE ${TIME_ZONE}) AS "start", count(*)::int AS n, round(avg("overallRating"), 2)::text AS avg
        FROM "Evaluation"
        WHERE "hiddenAt" IS NULL AND "supersededById" IS NULL AND "emailConfirmedAt" IS NOT NULL AND "dateOfCreation" AT TIME ZONE ${TIME_ZONE} >= (SELECT min("start") FROM buckets)
        GROUP BY 1
      )
      SELECT b."start", coalesce(e.n, 0) AS "evaluations", e.avg AS "averageRating"
      FROM buckets b LEFT JOIN e USING ("start") ORDER BY b."start"`,
    // Stripe keeps no history here, so the revenue line is the subscriptions that are active now,
    // accumulated by the bucket in which they started.
    db().$queryRaw<{ start: Date; subscriptions: number; mrrRappen: number }[]>`
      WITH buckets AS (
        SELECT generate_series(date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}) - ${back}::interval,
                               date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}), ${step}::interval) AS "start"
      )
      SELECT b."start",
             count(s."id")::int AS "subscriptions",
             coalesce(sum(s."monthlyAmountRappen"), 0)::int AS "mrrRappen"
      FROM buckets b
      LEFT JOIN "Subscription" s
        ON s."status" IN ('active', 'pastDue') AND s."createdAt" AT TIME ZONE ${TIME_ZONE} < b."start" + ${step}::interval
      GROUP BY b."start" ORDER BY b."start"`,
    db().$queryRaw<{ subscriptions: number; mrrRappen: number }[]>`
      SELECT count(*)::int AS "subscriptions", coalesce(sum("monthlyAmountRappen"), 0)::int AS "mrrRappen"
      FROM "Subscription" WHERE "status" IN ('active', 'pastDue')`,
    db().$queryRaw<{ key: string; name: Record<string, string>; average: string | null; count: number }[]>`
      SELECT rc."key", rc."name", round(avg(r."value"), 2)::text AS "average", count(r."value")::int AS "count"
      FROM "RatingCategory" rc
      LEFT JOIN "EvaluationRating" r ON r."ratingCategoryId" = rc."id"
        AND EXISTS (
          SELECT 1 FROM "Evaluation" e
          WHERE e."id" = r."evaluationId" AND e."state" = 'published' AND e."hiddenAt" IS NULL AND e."supersededById" IS NULL
            AND e."dateOfCreation" AT TIME ZONE ${TIME_ZONE} >= date_trunc(${unit}, now() AT TIME ZONE ${TIME_ZONE}) - ${back}::interval
        )
      GROUP BY rc."id" ORDER BY rc."sortOrder", rc."id"`,
  ]);
  return {
    period,
    growth: growth.map((g) => ({ ...g, start: day(g.start) })),
    evaluations: evaluations.map((e) => ({
      start: day(e.start),
      evaluations: e.evaluations,
      averageRating: e.averageRating === null ? null : Number(e.averageRating),
    })),
    revenue: revenue.map((r) => ({ ...r, start: day(r.start) })),
    activeSubscriptions: current[0]?.subscriptions ?? 0,
    mrrRappen: current[0]?.mrrRappen ?? 0,
    categoryAverages: categories.map((c) => ({ key: c.key, name: c.name, average: c.average === null ? null : Number(c.average), count: c.count })),
  };
}

export type LatestItem = { id: number; number: string; name: string; postalCode: string; city: string; createdAt: Date };

/** The main dashboard's list cards: the three newest companies and consultants. */
export async function getLatestEntries(actor: Actor, take = 3): Promise<{ companies: LatestItem[]; consultants: LatestItem[] }> {
  assertPlatformAdmin(actor);
  const [companies, consultants] = await Promise.all([
    db().company.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, number: true, name: true, postalCode: true, city: true, createdAt: true },
    }),
    db().consultant.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, number: true, givenName: true, familyName: true, postalCode: true, city: true, createdAt: true },
    }),
  ]);
  return { companies, consultants: consultants.map(({ givenName, familyName, ...c }) => ({ ...c, name: `${givenName} ${familyName}` })) };
}
