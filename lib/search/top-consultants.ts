// Popular consultants for GET /api/consultant/top, the home carousel and the administration's top
// list: active profiles with enough ratings, best count-aware score first (lib/search/ranking.ts).
import "server-only";
import { config } from "@/lib/config";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { cardColumns, cardCompanyJoin, toCard, type CardRow } from "@/lib/consultants/consultant-cards";
import type { RankingPolicy } from "./ranking";
import type { ConsultantCard } from "@/lib/consultants/card";
import { singleRow } from "@/lib/db/single-row";
import { figuresShownSql } from "@/lib/consultants/profile-display-sql";

export function configuredRankingPolicy(): RankingPolicy {
  return { priorWeight: config().RANKING_PRIOR_WEIGHT, minRatings: config().RANKING_MIN_RATINGS };
}

/** How many rows of the best averages are scored to find the bound (see rankedConsultants). */
const PROBE_ROWS = 100;
/** The best rating there is: no profile's average exceeds it. */
const MAX_RATING = 5;

const platformMeanSql = Prisma.sql`
  SELECT coalesce(sum(c."ratingSum") / nullif(sum(c."ratingCount"), 0), 0)::numeric AS "mean"
  FROM "Consultant" AS c WHERE ${figuresShownSql("c")} AND c."ratingCount" > 0`;

/**
 * m: the mean of every rating the public sees (published, not hidden, of active profiles), from the
 * stored aggregates. Summing them reads every profile (about 40 ms at 100,000), so each server keeps
 * the figure for PUBLIC_PAGE_SECONDS, as long as it keeps the pages that show the ranking: the mean
 * of a million ratings does not move in a minute by anything a ranking could show, and a stale value
 * is merely a slightly different prior, the same for everybody.
 */
let cachedMean: { value: number; at: number } | null = null;

export async function platformMean(now = Date.now()): Promise<number> {
  if (cachedMean && now - cachedMean.at < PUBLIC_PAGE_SECONDS * 1000) return cachedMean.value;
  const row = singleRow(await db().$queryRaw<{ mean: Prisma.Decimal }[]>(platformMeanSql));
  cachedMean = { value: Number(row.mean), at: now };
  return cachedMean.value;
}

/**
 * The `limit` best-ranked active consultants as ("id", "score", "rank"), one statement; m as given,
 * or computed in the statement when omitted.
 *
 * Scoring every ranked profile would read all of them (100,000 at our scale). Instead a lower bound b
 * of the k-th best score is taken from the PROBE_ROWS best averages (the index
 * "Consultant_state_ratingAverage_ratingCount_idx" walks them in order), and only profiles that can
 * still reach b are read, through the same index: a score lies between the profile's average and m,
 * so when b is above m nobody with a lower average reaches it (the stored average is rounded to two
 * decimals, hence the 0.005); and a profile with n ratings scores at most (C · m + 5 · n) / (C + n),
 * so fewer than C · (b − m) / (5 − b) ratings cannot reach b either. When b is not above m (few or
 * middling ratings everywhere), everybody is scored.
 */
export function rankedConsultants(limit: number, policy: RankingPolicy, mean?: number): Prisma.Sql {
  const c = policy.priorWeight;
  const score = Prisma.sql`(${c}::numeric * p."mean" + c."ratingSum") / (${c}::numeric + c."ratingCount")`;
  const platform = mean === undefined ? platformMeanSql : Prisma.sql`SELECT ${mean}::numeric AS "mean"`;
  return Prisma.sql`
    WITH platform AS MATERIALIZED (${platform}),
    probe AS MATERIALIZED (
      SELECT ${score} AS "score"
      FROM "Consultant" AS c CROSS JOIN platform AS p
      WHERE ${figuresShownSql("c")} AND c."ratingCount" >= ${policy.minRatings}
      ORDER BY c."ratingAverage" DESC, c."ratingCount" DESC
      LIMIT ${PROBE_ROWS}
    ),
    bound AS MATERIALIZED (
      SELECT CASE WHEN b."score" IS NULL OR b."score" - 0.005 <= p."mean" THEN 0 ELSE b."score" - 0.005 END AS "average",
             CASE WHEN b."score" IS NULL OR b."score" <= p."mean" OR b."score" >= ${MAX_RATING} THEN 0
                  ELSE least(floor(${c}::numeric * (b."score" - p."mean") / (${MAX_RATING} - b."score")), 2147483647)::int END AS "count"
      FROM platform AS p
      LEFT JOIN (SELECT "score" FROM probe ORDER BY "score" DESC OFFSET ${limit - 1} LIMIT 1) AS b ON TRUE
    )
    SELECT c."id", ${score} AS "score", row_number() OVER (ORDER BY ${score} DESC, c."ratingCount" DESC, c."id" ASC) AS "rank"
    FROM "Consultant" AS c CROSS JOIN platform AS p
    WHERE ${figuresShownSql("c")}
      AND c."ratingAverage" >= (SELECT "average" FROM bound)
      AND c."ratingCount" >= greatest(${policy.minRatings}::int, (SELECT "count" FROM bound))
    ORDER BY ${score} DESC, c."ratingCount" DESC, c."id" ASC
    LIMIT ${limit}`;
}

export async function topConsultants(limit = 10, policy: RankingPolicy = configuredRankingPolicy()): Promise<(ConsultantCard & { score: number })[]> {
  const n = Math.min(Math.max(Math.trunc(limit) || 10, 1), 50);
  const rows = await db().$queryRaw<(CardRow & { score: Prisma.Decimal })[]>`
    WITH ranked AS MATERIALIZED (${rankedConsultants(n, policy, await platformMean())})
    SELECT ${cardColumns()}, round(r."score", 4) AS "score"
    FROM ranked AS r
    JOIN "Consultant" AS c ON c."id" = r."id"
    ${cardCompanyJoin}
    ORDER BY r."rank"`;
  return rows.map((row) => ({ ...toCard(row), score: Number(row.score) }));
}
