// A profile's public fairness record (docs/product-rules.md#the-fairness-record): how many evaluations wait for
// their release right now (and how many of them are critical or held by moderation, and for how long), and how
// the published ones were checked. A mailbox's earlier, superseded ratings count in none of it. Nothing here
// depends on payment. One statement over the consultant's evaluations (index (consultantId, dateOfCreation)),
// with the profile's due-process counts (docs/product-rules.md#transparency) as subqueries over the
// due-process tables' (consultantId, …) indexes: the same figures /transparency shows for everybody.
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { singleRow } from "@/lib/db/single-row";
import { Prisma } from "@/lib/db/generated/client";
import { criticalRatingSql } from "./critical-sql";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import { addDays } from "./release-policy";
import type { DecisionOutcome } from "@/lib/db/generated/enums";

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
  /** Confirmed notices by visitors about the profile, its reviews or its comments. */
  notices: number;
  /** Every moderation decision on the profile's reviews, comments or profile, by outcome (only outcomes that occurred). */
  decisionsByOutcome: Partial<Record<DecisionOutcome, number>>;
  /** Reviews the consultant disputed, and how many of them came down because the reviewer did not answer. */
  disputesFiled: number;
  disputesUnanswered: number;
  /** Appeals against decisions on the profile, by either side, and how many reversed the decision. */
  appeals: number;
  appealsReversed: number;
};

type Row = Omit<FairnessRecord, "decisionsByOutcome"> & { decisionsByOutcome: Partial<Record<DecisionOutcome, number>> | null };

export async function fairnessRecord(consultantId: number, options: ServiceContext = {}): Promise<FairnessRecord> {
  const { db, now } = resolveContext(options);
  const row = singleRow(
    await db.$queryRaw<Row[]>`
    SELECT
      count(*) FILTER (WHERE "state" = 'inReview')::int AS "waiting",
      count(*) FILTER (WHERE "state" = 'inReview' AND ${criticalRatingSql(Prisma.sql`"overallRating"`)})::int AS "waitingCritical",
      count(*) FILTER (WHERE "state" = 'inReview' AND "heldAt" IS NOT NULL)::int AS "held",
      count(*) FILTER (WHERE "state" = 'inReview' AND "heldAt" < ${addDays(now, -OVERDUE_HOLD_DAYS)})::int AS "heldOverdue",
      count(*) FILTER (WHERE "state" = 'published')::int AS "published",
      count(*) FILTER (WHERE "state" = 'published' AND "mandateConfirmedAt" IS NOT NULL)::int AS "mandateConfirmed",
      count(*) FILTER (WHERE "state" = 'published' AND "relationshipConfirmedAt" IS NOT NULL)::int AS "relationshipConfirmed",
      count(*) FILTER (WHERE "state" = 'published' AND "checkedByAdminAt" IS NOT NULL)::int AS "checkedByAdministrator",
      (SELECT count(*)::int FROM "ModerationNotice" AS n WHERE n."consultantId" = ${consultantId} AND n."status" IN ('open', 'decided')) AS "notices",
      (SELECT jsonb_object_agg(o."outcome", o."n") FROM (
        SELECT m."outcome", count(*)::int AS "n" FROM "ModerationDecision" AS m WHERE m."consultantId" = ${consultantId} GROUP BY 1) AS o) AS "decisionsByOutcome",
      (SELECT count(*)::int FROM "EvaluationDispute" AS d WHERE d."consultantId" = ${consultantId}) AS "disputesFiled",
      (SELECT count(*)::int FROM "EvaluationDispute" AS d JOIN "ModerationDecision" AS m ON m."id" = d."decisionId"
        WHERE d."consultantId" = ${consultantId} AND d."status" = 'decided' AND (m."source" = 'deadline' OR m."ground" = 'disputeUnanswered')) AS "disputesUnanswered",
      (SELECT count(*)::int FROM "ModerationAppeal" AS a JOIN "ModerationDecision" AS m ON m."id" = a."decisionId" WHERE m."consultantId" = ${consultantId}) AS "appeals",
      (SELECT count(*)::int FROM "ModerationAppeal" AS a JOIN "ModerationDecision" AS m ON m."id" = a."decisionId"
        JOIN "ModerationDecision" AS o ON o."id" = a."outcomeDecisionId"
        WHERE m."consultantId" = ${consultantId} AND a."status" = 'decided' AND o."outcome" <> m."outcome") AS "appealsReversed"
    FROM "Evaluation"
    WHERE "consultantId" = ${consultantId} AND "emailConfirmedAt" IS NOT NULL AND "hiddenAt" IS NULL AND "supersededById" IS NULL`,
  );
  return { ...row, decisionsByOutcome: row.decisionsByOutcome ?? {} };
}
