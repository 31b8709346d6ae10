// The consultants an insights median compares with (issue 32): the active consultants of the same canton with a
// topic in common. Every consultant of a canton with the same topics has the same group, so a group is kept in
// "InsightPeerGroup" for an hour and shared by all of them: finding it probes each consultant of the canton for
// a topic in common (about 25 ms in a canton of 13,000 consultants), reading it takes one primary-key lookup.
// A consultant who joins or leaves a group (a new profile, a topic changed, a profile disabled) shows in its
// count and sample within the hour; a consultant whose own canton or topics changed asks for their new group at once.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { singleRow } from "@/lib/db/single-row";

/** How long a group found is used before it is looked for again. */
const GROUP_SECONDS = 3600;

export type PeerGroup = {
  /** Active consultants of the canton with one of the topics; the consultant asking is one of them when active. */
  members: number;
  /** The first `size` members in the order of hashint4(id), id: a fixed draw, the same on every load. */
  sample: number[];
};

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

/** The group of `canton` and `topics` (at least one), with the first `size` members drawn. */
export async function peerGroup(db: Db, canton: string, topics: number[], size: number): Promise<PeerGroup> {
  const key = [...topics].sort((a, b) => a - b).join(",");
  const [kept] = await db.$queryRaw<PeerGroup[]>`
    SELECT "members", "sample" FROM "InsightPeerGroup"
    WHERE "canton" = ${canton}::"Canton" AND "topics" = ${key} AND "computedAt" > now() - make_interval(secs => ${GROUP_SECONDS})
      AND cardinality("sample") >= least("members", ${size})`;
  if (kept) return { members: kept.members, sample: kept.sample.slice(0, size) };
  // One index probe per consultant of the canton for a topic in common (a LATERAL with LIMIT 1: as an EXISTS the
  // planner hashes the topics of every consultant of the country first, about 0.1 s with 100,000 consultants).
  const found = await db.$queryRaw<PeerGroup[]>`
    WITH members AS (
      SELECT p."id" FROM "Consultant" AS p
      CROSS JOIN LATERAL (
        SELECT 1 FROM "ConsultantTopic" AS t WHERE t."consultantId" = p."id" AND t."consultingTopicId" = ANY (${topics}::int[]) LIMIT 1
      ) AS shared
      WHERE p."canton" = ${canton}::"Canton" AND p."state" = 'active'
    ), drawn AS (
      SELECT coalesce(array_agg("id" ORDER BY hashint4("id"), "id"), '{}') AS "sample"
      FROM (SELECT "id" FROM members ORDER BY hashint4("id"), "id" LIMIT ${size}) AS first
    )
    INSERT INTO "InsightPeerGroup" ("canton", "topics", "members", "sample", "computedAt")
    SELECT ${canton}::"Canton", ${key}, (SELECT count(*)::int FROM members), drawn."sample", now() FROM drawn
    ON CONFLICT ("canton", "topics") DO UPDATE SET "members" = excluded."members", "sample" = excluded."sample", "computedAt" = excluded."computedAt"
    RETURNING "members", "sample"`;
  return singleRow(found);
}
