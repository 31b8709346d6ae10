// The administration dashboard's top lists of consultants and companies, ranked as the popular consultants are.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { RankingPolicy } from "./ranking";
import { configuredRankingPolicy, platformMean, rankedConsultants } from "./top-consultants";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

export type TopItem = { id: number; number: string; name: string; city: string; ratingAverage: number; ratingCount: number; score: number };

/**
 * Top lists: the count-aware ranking of lib/search/ranking.ts (a single 5-star rating tops nothing),
 * over what the public sees (active consultants; companies by their members' public ratings), with
 * the same platform mean and the same minimum number of ratings as the popular consultants.
 */
export async function getTopLists(
  actor: Actor,
  take = 5,
  policy: RankingPolicy = configuredRankingPolicy(),
): Promise<{ consultants: TopItem[]; companies: TopItem[] }> {
  assertPlatformAdmin(actor);
  type Row = { id: number; number: string; name: string; city: string; ratingAverage: Prisma.Decimal; ratingCount: number; score: Prisma.Decimal };
  const c = policy.priorWeight;
  const mean = await platformMean();
  const [consultants, companies] = await Promise.all([
    db().$queryRaw<Row[]>`
      WITH ranked AS MATERIALIZED (${rankedConsultants(take, policy, mean)})
      SELECT c."id", c."number", c."givenName" || ' ' || c."familyName" AS "name", c."city", c."ratingAverage", c."ratingCount", r."score"
      FROM ranked AS r JOIN "Consultant" AS c ON c."id" = r."id"
      ORDER BY r."rank"`,
    // A few thousand companies at most: scored in full.
    db().$queryRaw<Row[]>`
      WITH platform AS MATERIALIZED (SELECT ${mean}::numeric AS "mean")
      SELECT co."id", co."number", co."name", co."city", co."ratingAverage", co."ratingCount",
             (${c}::numeric * p."mean" + co."ratingSum") / (${c}::numeric + co."ratingCount") AS "score"
      FROM "Company" AS co CROSS JOIN platform AS p
      WHERE co."ratingCount" >= ${policy.minRatings}
      ORDER BY "score" DESC, co."ratingCount" DESC, co."id" ASC
      LIMIT ${take}`,
  ]);
  const item = (r: Row): TopItem => ({ ...r, ratingAverage: Number(r.ratingAverage), score: Number(r.score) });
  return { consultants: consultants.map(item), companies: companies.map(item) };
}
