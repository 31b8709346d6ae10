// A profile's public fairness record (docs/product-rules.md#the-fairness-record): how many evaluations wait for
// their release right now (and how many of them are critical or held by moderation, and for how long), and how
// the published ones were checked. A mailbox's earlier, superseded ratings count in none of it. Nothing here
// depends on payment. One statement over the consultant's evaluations (index (consultantId, dateOfCreation)).
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { singleRow } from "@/lib/db/single-row";
import { Prisma } from "@/lib/db/generated/client";
import { criticalRatingSql } from "./critical-sql";
import { OVERDUE_HOLD_DAYS } from "./hold-rules";
import { addDays } from "./release-policy";

export type FairnessRecord = {
  /** Confirmed, not hidden, still in their waiting period. */
  waiting: number;
  /** Of those, rated below 4 stars: published after the shorter hold, whatever the consultant does. */
  waitingCritical: number;
  /** Of those, held for moderation. */
  held: number;
  /** Of the held ones, held for longer than OVERDUE_HOLD_DAYS (flagged to the administrators too). */
  heldOverdue: number;
  /** Published and visible; every one has a confirmed address. */
  published: number;
  mandateConfirmed: number;
  relationshipConfirmed: number;
  checkedByAdministrator: number;
};

export async function fairnessRecord(consultantId: number, options: ServiceContext = {}): Promise<FairnessRecord> {
  const { db, now } = resolveContext(options);
  const row = singleRow(
    await db.$queryRaw<FairnessRecord[]>`
    SELECT
      count(*) FILTER (WHERE "state" = 'inReview')::int AS "waiting",
      count(*) FILTER (WHERE "state" = 'inReview' AND ${criticalRatingSql(Prisma.sql`"overallRating"`)})::int AS "waitingCritical",
      count(*) FILTER (WHERE "state" = 'inReview' AND "heldAt" IS NOT NULL)::int AS "held",
      count(*) FILTER (WHERE "state" = 'inReview' AND "heldAt" < ${addDays(now, -OVERDUE_HOLD_DAYS)})::int AS "heldOverdue",
      count(*) FILTER (WHERE "state" = 'published')::int AS "published",
      count(*) FILTER (WHERE "state" = 'published' AND "mandateConfirmedAt" IS NOT NULL)::int AS "mandateConfirmed",
      count(*) FILTER (WHERE "state" = 'published' AND "relationshipConfirmedAt" IS NOT NULL)::int AS "relationshipConfirmed",
      count(*) FILTER (WHERE "state" = 'published' AND "checkedByAdminAt" IS NOT NULL)::int AS "checkedByAdministrator"
    FROM "Evaluation"
    WHERE "consultantId" = ${consultantId} AND "emailConfirmedAt" IS NOT NULL AND "hiddenAt" IS NULL AND "supersededById" IS NULL`,
  );
  return row;
}
