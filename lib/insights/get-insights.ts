// GET /api/consultant/{id}/insights?start&end – what the profile brought in a period (issue 32): each
// figure's total and its course per day, week or month (the dashboard chart's buckets), the conversions,
// and the median of comparable consultants (same canton, a topic in common) where at least
// PEER_MINIMUM of them exist. For the consultant (with the statistics of their plan: trial or
// subscription) and platform staff. One SQL statement for the figures; for the peers, their group (kept an hour,
// peer-group.ts) and one statement for the median.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getEntitlements } from "@/lib/billing/entitlements";
import { canReadAllConsultants, ownsConsultant } from "@/lib/consultants/access";
import { db as appDb } from "@/lib/db/client";
import { singleRow } from "@/lib/db/single-row";
import { forbidden, notFound, unauthenticated } from "@/lib/errors";
import type { ServiceContext } from "@/lib/service-context";
import { timelineUnit, type TimelineUnit } from "@/lib/stats/timeline";
import { INSIGHT_KINDS, type InsightKind } from "./kinds";
import { splitByMonths } from "./month-split";
import { peerGroup } from "./peer-group";

/** A median of fewer consultants would tell a consultant too much about a few competitors. */
const PEER_MINIMUM = 10;
/**
 * The median is taken over at most this many peers, drawn by a fixed hash of their ids (the same draw on
 * every load). In a large canton a consultant has over 10,000 peers, whose year of daily counters is ten
 * million rows, about 16 s to add up (docs/benchmarks.md, insights); the median of 200 of them lies within
 * a few percentile points of the median of all, at 1/60 of the rows.
 */
const PEER_SAMPLE = 200;

type InsightFigures = Record<InsightKind, number>;

export type ConsultantInsights = {
  start: string;
  end: string;
  totals: InsightFigures;
  /** Contacts (messages, phone, e-mail and booking clicks) per profile view; ratings per invitation sent. Null without a denominator. */
  conversions: { viewsToContacts: number | null; invitationsToRatings: number | null };
  timeline: { unit: TimelineUnit; points: { start: string; values: InsightFigures }[] };
  /** Null when fewer than PEER_MINIMUM comparable consultants exist; `sampled`: how many of them the median was taken over. */
  peers: { count: number; sampled: number; median: InsightFigures } | null;
};

const CONTACT_KINDS = ["contactMessage", "phoneClick", "emailClick", "bookingClick"] as const satisfies readonly InsightKind[];

export async function getInsights(actor: Actor, id: number, range: { start: string; end: string }, context: ServiceContext = {}): Promise<ConsultantInsights> {
  const db = context.db ?? appDb();
  const consultant = await db.consultant.findUnique({
    where: { id },
    select: { state: true, trialEndsAt: true, subscription: { select: { status: true } } },
  });
  if (!consultant) throw notFound("consultant");
  const staff = canReadAllConsultants(actor);
  if (!staff && !ownsConsultant(actor, id)) {
    if (actor.kind !== "user") throw unauthenticated();
    if (consultant.state === "disabled") throw notFound("consultant");
    throw forbidden("Insights are private.");
  }
  // Like the dashboard's statistics: part of the trial and the subscription (lib/billing/entitlements.ts).
  if (!staff && !getEntitlements(consultant, consultant.subscription, context.now ? context.now() : new Date()).statistics) {
    throw forbidden("problems.detail.insightsNeedSubscription");
  }

  const unit = timelineUnit(range.start, range.end);
  const [figures, peers] = await Promise.all([
    db.$queryRaw<{ totals: Partial<InsightFigures> | null; timeline: { start: string; values: Partial<InsightFigures> | null }[] }[]>`
      WITH c AS (
        SELECT "day", "kind"::text AS "kind", "n" FROM "InsightCounter"
        WHERE "consultantId" = ${id} AND "day" BETWEEN ${range.start}::date AND ${range.end}::date
      )
      SELECT
        (SELECT json_object_agg(t."kind", t."n") FROM (SELECT "kind", sum("n")::int AS "n" FROM c GROUP BY "kind") AS t) AS "totals",
        -- Every bucket of the period, empty ones too; a bucket cut by the period's start is labelled with that start.
        (SELECT json_agg(json_build_object('start', to_char(greatest(b."start", (${range.start}::date)::timestamp), 'YYYY-MM-DD'), 'values', x."values") ORDER BY b."start")
           FROM generate_series(date_trunc(${unit}, (${range.start}::date)::timestamp), (${range.end}::date)::timestamp, ${`1 ${unit}`}::interval) AS b("start")
           LEFT JOIN (SELECT y."start", json_object_agg(y."kind", y."n") AS "values"
                      FROM (SELECT date_trunc(${unit}, c."day"::timestamp) AS "start", c."kind", sum(c."n")::int AS "n" FROM c GROUP BY 1, 2) AS y
                      GROUP BY y."start") AS x ON x."start" = b."start") AS "timeline"`,
    peerMedian(db, id, range),
  ]);
  const row = singleRow(figures);
  const totals = complete(row.totals);
  const contacts = CONTACT_KINDS.reduce((sum, kind) => sum + totals[kind], 0);
  return {
    start: range.start,
    end: range.end,
    totals,
    conversions: {
      viewsToContacts: totals.profileView > 0 ? round(contacts / totals.profileView) : null,
      invitationsToRatings: totals.invitationSent > 0 ? round(totals.invitationRated / totals.invitationSent) : null,
    },
    timeline: { unit, points: (row.timeline ?? []).map((p) => ({ start: p.start, values: complete(p.values) })) },
    peers,
  };
}

/**
 * The median of each figure over the period among the consultant's peers: the other active consultants of the same
 * canton with a topic in common (peer-group.ts), over PEER_SAMPLE of them at most. Months come from the monthly
 * roll-up, the days of the months the period cuts are added or subtracted from the daily counters (month-split.ts):
 * a year of 200 peers reads about 5,000 rows instead of 160,000, each peer through its own primary-key ranges.
 */
async function peerMedian(db: ReturnType<typeof appDb>, id: number, range: { start: string; end: string }): Promise<ConsultantInsights["peers"]> {
  const me = singleRow(
    await db.$queryRaw<{ canton: string | null; active: boolean; topics: number[] | null }[]>`
      SELECT c."canton"::text AS "canton", c."state" = 'active' AS "active",
             (SELECT array_agg(t."consultingTopicId" ORDER BY t."consultingTopicId") FROM "ConsultantTopic" AS t WHERE t."consultantId" = c."id") AS "topics"
      FROM "Consultant" AS c WHERE c."id" = ${id}`,
  );
  if (!me.canton || !me.topics) return null;
  // One more than the sample, for the consultant's own place in it.
  const group = await peerGroup(db, me.canton, me.topics, PEER_SAMPLE + 1);
  const count = group.members - (me.active ? 1 : 0);
  if (count < PEER_MINIMUM) return null;
  const sample = group.sample.filter((peer) => peer !== id).slice(0, PEER_SAMPLE);

  const split = splitByMonths(range.start, range.end);
  const [add1, add2] = split.add;
  const [sub1, sub2] = split.subtract;
  const rows = await db.$queryRaw<{ sampled: number; median: Partial<InsightFigures> | null }[]>`
    WITH sample AS (
      -- A peer disabled or deleted since the group was found drops out at once.
      SELECT c."id" FROM unnest(${sample}::int[]) AS s("id") JOIN "Consultant" AS c ON c."id" = s."id" AND c."state" = 'active'
    ), counted AS (
      SELECT sample."id", x."kind", sum(x."n") AS "n"
      FROM sample CROSS JOIN LATERAL (
        SELECT "kind", "n" FROM "InsightMonthCounter"
        WHERE "consultantId" = sample."id" AND "month" >= ${split.monthsFrom}::date AND "month" < ${split.monthsTo}::date
        UNION ALL
        SELECT "kind", "n" FROM "InsightCounter" WHERE "consultantId" = sample."id" AND "day" BETWEEN ${add1.from}::date AND ${add1.to}::date
        UNION ALL
        SELECT "kind", "n" FROM "InsightCounter" WHERE "consultantId" = sample."id" AND "day" BETWEEN ${add2.from}::date AND ${add2.to}::date
        UNION ALL
        SELECT "kind", -"n" FROM "InsightCounter" WHERE "consultantId" = sample."id" AND "day" BETWEEN ${sub1.from}::date AND ${sub1.to}::date
        UNION ALL
        SELECT "kind", -"n" FROM "InsightCounter" WHERE "consultantId" = sample."id" AND "day" BETWEEN ${sub2.from}::date AND ${sub2.to}::date
      ) AS x
      GROUP BY sample."id", x."kind"
    ), per AS (
      -- Every peer and kind, zero where nothing was counted: a peer without views pulls the median down.
      SELECT sample."id", k."kind", coalesce(counted."n", 0) AS "n"
      FROM sample CROSS JOIN unnest(enum_range(NULL::"InsightKind")) AS k("kind")
      LEFT JOIN counted ON counted."id" = sample."id" AND counted."kind" = k."kind"
    )
    SELECT (SELECT count(*)::int FROM sample) AS "sampled", json_object_agg(m."kind", m."median") AS "median" FROM (
      SELECT "kind"::text AS "kind", percentile_cont(0.5) WITHIN GROUP (ORDER BY "n")::float8 AS "median" FROM per GROUP BY "kind") AS m`;
  const row = singleRow(rows);
  return { count, sampled: row.sampled, median: complete(row.median) };
}

function complete(values: Partial<InsightFigures> | null): InsightFigures {
  return Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, Number(values?.[kind] ?? 0)])) as InsightFigures;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
