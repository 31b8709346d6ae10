// The one queue of the moderators' work that has a deadline (docs/product-rules.md#transparency): open
// notices, disputes waiting for screening, for the reviewer or for a decision, and open appeals, each
// with its deadline, overdue ones first. One statement over the three tables' (status, …) indexes.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

/** A confirmed notice is decided within this many days (the moderators' own target). */
const NOTICE_DECISION_DAYS = 7;
/** A dispute is screened, and an answered one decided, within this many days. */
const DISPUTE_STEP_DAYS = 7;
/** An appeal is decided within this many days. */
const APPEAL_DECISION_DAYS = 14;
/** The most items the page shows at once (the total says how many wait). */
const QUEUE_LIMIT = 200;

type QueueKind = "notice" | "dispute" | "appeal";
export type QueueItem = {
  kind: QueueKind;
  id: number;
  /** notice: its reason; dispute: its reason; appeal: the appealing party. */
  reason: string;
  /** notice: open; dispute: screening, awaitingReviewer or answered; appeal: open. */
  status: string;
  subject: string;
  evaluationId: string | null;
  consultantId: number | null;
  createdAt: Date;
  dueAt: Date;
  overdue: boolean;
};

export type ModerationQueue = { items: QueueItem[]; total: number; overdue: number };

export async function listModerationQueue(actor: Actor, options: ServiceContext = {}): Promise<ModerationQueue> {
  assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  const rows = await db.$queryRaw<(QueueItem & { total: number; overdueTotal: number })[]>`
    WITH "queue" AS (
      SELECT 'notice' AS "kind", n."id", n."reason"::text AS "reason", n."status"::text AS "status", n."subject"::text AS "subject",
        n."evaluationId"::text AS "evaluationId", n."consultantId", n."createdAt",
        coalesce(n."confirmedAt", n."createdAt") + make_interval(days => ${NOTICE_DECISION_DAYS}::int) AS "dueAt"
      FROM "ModerationNotice" AS n WHERE n."status" = 'open'
      UNION ALL
      SELECT 'dispute', d."id", d."reason"::text, d."status"::text, 'review', d."evaluationId"::text, d."consultantId", d."createdAt",
        CASE d."status"
          WHEN 'awaitingReviewer' THEN coalesce(d."answerDueAt", d."createdAt" + make_interval(days => ${DISPUTE_STEP_DAYS}::int))
          WHEN 'answered' THEN coalesce(d."reviewerAnsweredAt", d."createdAt") + make_interval(days => ${DISPUTE_STEP_DAYS}::int)
          ELSE d."createdAt" + make_interval(days => ${DISPUTE_STEP_DAYS}::int)
        END
      FROM "EvaluationDispute" AS d WHERE d."status" IN ('screening', 'awaitingReviewer', 'answered')
      UNION ALL
      SELECT 'appeal', a."id", a."party"::text, a."status"::text, m."subject"::text, m."evaluationId"::text, m."consultantId", a."createdAt",
        a."createdAt" + make_interval(days => ${APPEAL_DECISION_DAYS}::int)
      FROM "ModerationAppeal" AS a JOIN "ModerationDecision" AS m ON m."id" = a."decisionId" WHERE a."status" = 'open'
    )
    SELECT q.*, q."dueAt" < ${now} AS "overdue", count(*) OVER ()::int AS "total",
      count(*) FILTER (WHERE q."dueAt" < ${now}) OVER ()::int AS "overdueTotal"
    FROM "queue" AS q
    ORDER BY (q."dueAt" < ${now}) DESC, q."dueAt" ASC, q."kind", q."id"
    LIMIT ${QUEUE_LIMIT}`;
  const first = rows[0];
  return {
    items: rows.map(({ total: _total, overdueTotal: _overdue, ...item }) => item),
    total: first?.total ?? 0,
    overdue: first?.overdueTotal ?? 0,
  };
}

/** The detail page of an item (built with the notices, disputes and appeals). */
export function queueItemHref(item: Pick<QueueItem, "kind" | "id">): string {
  const folder = { notice: "notices", dispute: "disputes", appeal: "appeals" }[item.kind];
  return `/administration/moderation/${folder}/${item.id}`;
}
