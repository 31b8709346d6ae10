// GET /api/consultant/{id}/stats?start&end – the dashboard figures for a date range (Swiss time,
// both days inclusive), computed in one SQL statement. The consultant sees every evaluation that is
// not hidden by moderation, including those still in review.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { forbidden, notFound, unauthenticated } from "@/lib/errors";
import { canReadAllConsultants, ownsConsultant } from "@/lib/consultants/access";
import type { StatsQuery } from "@/lib/consultants/schema";
import { colorForRating } from "./color";
import { timelineUnit, type TimelinePoint, type TimelineUnit } from "./timeline";
import { singleRow } from "@/lib/db/single-row";

type CategoryValue = { ratingCategoryId: number; ratingCategory: string; value: number };

export type ConsultantStats = {
  start: string;
  end: string;
  averageRatings: CategoryValue[];
  evaluationCount: number;
  totalRating: number | null;
  /** Keyed by consulting-topic key. */
  averageTopicRatings: Record<string, { ratingCategory: string; ratingCategoryId: number; value: number }[]>;
  verifiedEvaluationCount: number;
  invitedConsultantCount: number;
  color: string;
  /** Evaluations and their mean per day, week or month of the period, empty buckets included. */
  timeline: { unit: TimelineUnit; points: TimelinePoint[] };
};

export async function getConsultantStats(actor: Actor, id: number, range: StatsQuery): Promise<ConsultantStats> {
  const consultant = await db().consultant.findUnique({ where: { id }, select: { state: true, companyId: true, companyLinkState: true } });
  if (!consultant) throw notFound("consultant");
  const companyAdmin =
    actor.kind === "user" &&
    actor.administeredCompanyId !== null &&
    consultant.companyId === actor.administeredCompanyId &&
    consultant.companyLinkState !== "requestedByConsultant" &&
    consultant.companyLinkState !== "requestedByCompany";
  if (!ownsConsultant(actor, id) && !canReadAllConsultants(actor) && !companyAdmin) {
    if (actor.kind !== "user") throw unauthenticated();
    if (consultant.state === "disabled") throw notFound("consultant");
    throw forbidden("Statistics are private.");
  }

  const unit = timelineUnit(range.start, range.end);
  const rows = await db().$queryRaw<
    {
      evaluationCount: number;
      verifiedEvaluationCount: number;
      totalRating: Prisma.Decimal | null;
      averageRatings: CategoryValue[] | null;
      topicRatings: { topic: string; ratingCategoryId: number; ratingCategory: string; value: number }[] | null;
      invitedConsultantCount: number;
      timeline: { start: string; count: number; average: number | null }[] | null;
    }[]
  >`
    WITH bounds AS (
      SELECT (${range.start}::date)::timestamp AT TIME ZONE 'Europe/Zurich' AS "from",
             ((${range.end}::date) + 1)::timestamp AT TIME ZONE 'Europe/Zurich' AS "until"
    ), ev AS (
      SELECT e."id", e."overallRating", e."isVerified", e."dateOfCreation"
      FROM "Evaluation" AS e, bounds
      WHERE e."consultantId" = ${id} AND e."hiddenAt" IS NULL AND e."supersededById" IS NULL AND e."emailConfirmedAt" IS NOT NULL
        AND e."dateOfCreation" >= bounds."from" AND e."dateOfCreation" < bounds."until"
    )
    SELECT
      (SELECT count(*)::int FROM ev) AS "evaluationCount",
      (SELECT count(*)::int FROM ev WHERE ev."isVerified") AS "verifiedEvaluationCount",
      (SELECT round(avg(ev."overallRating"), 2) FROM ev) AS "totalRating",
      (SELECT json_agg(json_build_object('ratingCategoryId', x."id", 'ratingCategory', x."key", 'value', x."value") ORDER BY x."sortOrder", x."id")
         FROM (SELECT rc."id", rc."key", rc."sortOrder", round(avg(er."value"), 2)::float8 AS "value"
               FROM ev JOIN "EvaluationRating" AS er ON er."evaluationId" = ev."id"
               JOIN "RatingCategory" AS rc ON rc."id" = er."ratingCategoryId"
               GROUP BY rc."id") AS x) AS "averageRatings",
      (SELECT json_agg(json_build_object('topic', y."topic", 'ratingCategoryId', y."id", 'ratingCategory', y."key", 'value', y."value") ORDER BY y."topic", y."sortOrder", y."id")
         FROM (SELECT t."key" AS "topic", rc."id", rc."key", rc."sortOrder", round(avg(er."value"), 2)::float8 AS "value"
               FROM ev JOIN "EvaluationTopic" AS et ON et."evaluationId" = ev."id"
               JOIN "ConsultingTopic" AS t ON t."id" = et."consultingTopicId"
               JOIN "EvaluationRating" AS er ON er."evaluationId" = ev."id"
               JOIN "RatingCategory" AS rc ON rc."id" = er."ratingCategoryId"
               GROUP BY t."key", rc."id") AS y) AS "topicRatings",
      -- The chart: every bucket of the period (generate_series, so empty ones show as zero) with the
      -- evaluations created in it, bucketed in Swiss local time; a bucket cut by the period's start
      -- is labelled with that start.
      (SELECT json_agg(json_build_object('start', to_char(greatest(b."start", (${range.start}::date)::timestamp), 'YYYY-MM-DD'),
                                         'count', coalesce(x."count", 0), 'average', x."average") ORDER BY b."start")
         FROM generate_series(date_trunc(${unit}, (${range.start}::date)::timestamp), (${range.end}::date)::timestamp, ${`1 ${unit}`}::interval) AS b("start")
         LEFT JOIN (SELECT date_trunc(${unit}, ev."dateOfCreation" AT TIME ZONE 'Europe/Zurich') AS "start", count(*)::int AS "count",
                           round(avg(ev."overallRating"), 2)::float8 AS "average"
                    FROM ev GROUP BY 1) AS x ON x."start" = b."start") AS "timeline",
      (SELECT count(*)::int FROM "VerificationCode" AS vc, bounds
         WHERE vc."consultantId" = ${id} AND vc."issuedAt" >= bounds."from" AND vc."issuedAt" < bounds."until") AS "invitedConsultantCount"`;
  const row = singleRow(rows);
  const averageTopicRatings: ConsultantStats["averageTopicRatings"] = {};
  for (const t of row.topicRatings ?? []) {
    (averageTopicRatings[t.topic] ??= []).push({ ratingCategory: t.ratingCategory, ratingCategoryId: t.ratingCategoryId, value: t.value });
  }
  const totalRating = row.totalRating === null ? null : Number(row.totalRating);
  return {
    start: range.start,
    end: range.end,
    averageRatings: row.averageRatings ?? [],
    evaluationCount: row.evaluationCount,
    totalRating,
    averageTopicRatings,
    verifiedEvaluationCount: row.verifiedEvaluationCount,
    invitedConsultantCount: row.invitedConsultantCount,
    color: colorForRating(totalRating),
    timeline: { unit, points: row.timeline ?? [] },
  };
}
