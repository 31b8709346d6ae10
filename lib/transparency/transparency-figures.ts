// The public counts of /transparency (docs/product-rules.md#transparency): per calendar month in Zurich
// time, over the last 12 months, what was flagged (by reason and by source), what was decided (by outcome,
// the share decided automatically, the median time from the flag to the decision), the disputes and their
// outcomes, the appeals and how many of them reversed the decision; and how many reviews are held now.
// Everything is counted from the due-process tables by set-based statements run side by side (FILTER
// aggregates, width_bucket over the Zurich month bounds), each reading only the window's rows through the
// tables' (…, createdAt/decidedAt) indexes. Nothing here depends on payment.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import type { Db } from "@/lib/db/create-client";
import { singleRow } from "@/lib/db/single-row";

export const TRANSPARENCY_MONTHS = 12;
const ZONE = "Europe/Zurich";

/** Where a flag came from: a visitor's notice, a consultant's report or dispute, or a hold rule. */
export const FLAG_SOURCES = ["visitors", "consultants", "rules"] as const;
type FlagSource = (typeof FLAG_SOURCES)[number];

/** The outcomes the page lists, in this order. */
export const DECISION_OUTCOMES = ["held", "released", "kept", "edited", "hidden", "removed", "restored", "checked", "disputeRejected"] as const;
type Outcome = (typeof DECISION_OUTCOMES)[number];

export const DISPUTE_RESULTS = ["open", "rejected", "kept", "edited", "hidden", "unanswered"] as const;
type DisputeResult = (typeof DISPUTE_RESULTS)[number];

export type MonthFigures = {
  /** The month's first day, "YYYY-MM". */
  month: string;
  flags: { total: number; bySource: Record<FlagSource, number>; byReason: { source: FlagSource; reason: string; count: number }[] };
  decisions: { total: number; automated: number; byOutcome: Record<Outcome, number>; medianHoursToDecision: number | null };
  disputes: { filed: number; byResult: Record<DisputeResult, number> };
  appeals: { filed: number; decided: number; reversed: number };
};

export type TransparencyFigures = { months: MonthFigures[]; heldNow: number; since: Date };

/**
 * The 13 instants that bound the window's 12 Zurich months, oldest first, asked of PostgreSQL once (its
 * time-zone rules) and then passed to every statement as a constant: the planner then knows the window and
 * reads each table through its index, where a bound computed inside the statement left it guessing. A row's
 * month is width_bucket(instant, bounds), 1 for the oldest month and 12 for the current one; a binary search
 * over 13 values is several times cheaper per row than converting every row's time to Zurich time.
 */
async function monthBounds(db: Db, now: Date): Promise<string[]> {
  const [row] = await db.$queryRaw<{ bounds: Date[] }[]>`
    SELECT ARRAY(SELECT (date_trunc('month', ${now}::timestamptz AT TIME ZONE ${ZONE}) - make_interval(months => g)) AT TIME ZONE ${ZONE}
      FROM generate_series(${TRANSPARENCY_MONTHS - 1}::int, -1, -1) AS g) AS "bounds"`;
  return (row?.bounds ?? []).map((b) => new Date(b).toISOString());
}

type FlagRow = { month: number; source: FlagSource; reason: string; n: number };
type DecisionRow = { month: number; outcome: Outcome; n: number; automated: number };
type MedianRow = { month: number; hours: number | null };
type DisputeRow = { month: number; result: DisputeResult; n: number };
type AppealRow = { month: number; filed: number; decided: number; reversed: number };

export async function transparencyFigures(options: ServiceContext = {}): Promise<TransparencyFigures> {
  const { db, now } = resolveContext(options);
  const bounds = await monthBounds(db, now);
  const b = Prisma.sql`${bounds}::timestamptz[]`;
  const inWindow = (column: Prisma.Sql) => Prisma.sql`${column} >= ${bounds[0]}::timestamptz AND ${column} < ${bounds[TRANSPARENCY_MONTHS]}::timestamptz`;
  const monthOf = (column: Prisma.Sql) => Prisma.sql`width_bucket(${column}, ${b})`;
  // Flags: confirmed notices (an unconfirmed one counts nowhere), consultants' reports and disputes, and
  // the holds by rule, each with its reason; holds are counted once per rule that fired. Each part is
  // grouped on its own (enum reasons become text only per group, not per row).
  const flags = db.$queryRaw<FlagRow[]>`
    SELECT ${monthOf(Prisma.sql`n."createdAt"`)} AS "month", 'visitors' AS "source", n."reason"::text AS "reason", count(*)::int AS "n"
      FROM "ModerationNotice" AS n WHERE n."status" IN ('open', 'decided') AND ${inWindow(Prisma.sql`n."createdAt"`)} GROUP BY 1, n."reason"
    UNION ALL
    SELECT ${monthOf(Prisma.sql`r."createdAt"`)}, 'consultants', r."reason"::text, count(*)::int
      FROM "EvaluationReport" AS r WHERE ${inWindow(Prisma.sql`r."createdAt"`)} GROUP BY 1, r."reason"
    UNION ALL
    SELECT ${monthOf(Prisma.sql`d."createdAt"`)}, 'consultants', d."reason"::text, count(*)::int
      FROM "EvaluationDispute" AS d WHERE ${inWindow(Prisma.sql`d."createdAt"`)} GROUP BY 1, d."reason"
    UNION ALL
    SELECT ${monthOf(Prisma.sql`m."decidedAt"`)}, 'rules', m."ground", count(*)::int
      FROM "ModerationDecision" AS m WHERE m."source" = 'rule' AND ${inWindow(Prisma.sql`m."decidedAt"`)} GROUP BY 1, m."ground"`;
  // Decisions by outcome with the automated ones, and the median time from flag to decision: a notice
  // from its confirmation, a dispute from its filing, a report from its filing (reports keep their own
  // decision date), each counted in the month of its decision. A notice is only ever decided by a
  // decision of source "notice" and a dispute by one of source "consultant" or "deadline", which lets
  // the (source, decidedAt) index read just those decisions instead of every hold and release.
  const decisions = db.$queryRaw<DecisionRow[]>`
    SELECT "month", "outcome"::text AS "outcome", "n", "automated" FROM (
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)} AS "month", m."outcome", count(*)::int AS "n", count(*) FILTER (WHERE m."automated")::int AS "automated"
      FROM "ModerationDecision" AS m WHERE ${inWindow(Prisma.sql`m."decidedAt"`)} GROUP BY 1, 2
    ) AS g`;
  const medians = db.$queryRaw<MedianRow[]>`
    SELECT "month", (percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds") / 3600)::float8 AS "hours" FROM (
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)} AS "month", extract(epoch FROM m."decidedAt" - coalesce(n."confirmedAt", n."createdAt")) AS "seconds"
        FROM "ModerationNotice" AS n JOIN "ModerationDecision" AS m ON m."id" = n."decisionId"
        WHERE n."status" = 'decided' AND m."source" = 'notice' AND ${inWindow(Prisma.sql`m."decidedAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)}, extract(epoch FROM m."decidedAt" - d."createdAt")
        FROM "EvaluationDispute" AS d JOIN "ModerationDecision" AS m ON m."id" = d."decisionId"
        WHERE d."status" IN ('decided', 'rejected') AND m."source" IN ('consultant', 'deadline') AND ${inWindow(Prisma.sql`m."decidedAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`r."decidedAt"`)}, extract(epoch FROM r."decidedAt" - r."createdAt")
        FROM "EvaluationReport" AS r WHERE r."status" <> 'open' AND ${inWindow(Prisma.sql`r."decidedAt"`)}
    ) AS t GROUP BY 1`;
  // A dispute's result is its decision's outcome; "unanswered" when the deadline decided it.
  const disputes = db.$queryRaw<DisputeRow[]>`
    SELECT ${monthOf(Prisma.sql`d."createdAt"`)} AS "month",
      CASE
        WHEN d."status" = 'rejected' THEN 'rejected'
        WHEN d."status" <> 'decided' OR m."id" IS NULL THEN 'open'
        WHEN m."source" = 'deadline' OR m."ground" = 'disputeUnanswered' THEN 'unanswered'
        WHEN m."outcome" IN ('kept', 'checked') THEN 'kept'
        WHEN m."outcome" = 'edited' THEN 'edited'
        ELSE 'hidden'
      END AS "result", count(*)::int AS "n"
    FROM "EvaluationDispute" AS d LEFT JOIN "ModerationDecision" AS m ON m."id" = d."decisionId"
    WHERE ${inWindow(Prisma.sql`d."createdAt"`)} GROUP BY 1, 2`;
  // An appeal reverses its decision when the decision taken on it has another outcome (two lookups by
  // primary key per appeal, of which there are few).
  const appeals = db.$queryRaw<AppealRow[]>`
    SELECT "month", count(*)::int AS "filed", count(*) FILTER (WHERE "status" = 'decided')::int AS "decided",
      count(*) FILTER (WHERE "status" = 'decided' AND "reversed")::int AS "reversed"
    FROM (
      SELECT ${monthOf(Prisma.sql`a."createdAt"`)} AS "month", a."status",
        (SELECT o."outcome" FROM "ModerationDecision" AS o WHERE o."id" = a."outcomeDecisionId")
          IS DISTINCT FROM (SELECT d."outcome" FROM "ModerationDecision" AS d WHERE d."id" = a."decisionId") AND a."outcomeDecisionId" IS NOT NULL AS "reversed"
      FROM "ModerationAppeal" AS a WHERE ${inWindow(Prisma.sql`a."createdAt"`)}
    ) AS t GROUP BY 1`;
  // Held now: what the fairness records count as held, over every profile (partial index Evaluation_held_idx).
  const held = db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "Evaluation"
    WHERE "heldAt" IS NOT NULL AND "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "hiddenAt" IS NULL AND "supersededById" IS NULL`;
  const [flagRows, decisionRows, medianRows, disputeRows, appealRows, heldRow] = await Promise.all([flags, decisions, medians, disputes, appeals, held]);
  const months = monthsBefore(now);
  // Bucket 12 is the current month (months[0]), bucket 1 the oldest.
  const byMonth = new Map(months.map((m, i) => [TRANSPARENCY_MONTHS - i, m]));
  for (const r of flagRows) {
    const m = byMonth.get(r.month);
    if (!m) continue;
    m.flags.total += r.n;
    m.flags.bySource[r.source] += r.n;
    m.flags.byReason.push({ source: r.source, reason: r.reason, count: r.n });
  }
  for (const r of decisionRows) {
    const m = byMonth.get(r.month);
    if (!m) continue;
    m.decisions.total += r.n;
    m.decisions.automated += r.automated;
    m.decisions.byOutcome[r.outcome] += r.n;
  }
  for (const r of medianRows) {
    const m = byMonth.get(r.month);
    if (m) m.decisions.medianHoursToDecision = r.hours === null ? null : Math.round(r.hours * 10) / 10;
  }
  for (const r of disputeRows) {
    const m = byMonth.get(r.month);
    if (!m) continue;
    m.disputes.filed += r.n;
    m.disputes.byResult[r.result] += r.n;
  }
  for (const r of appealRows) {
    const m = byMonth.get(r.month);
    if (m) m.appeals = { filed: r.filed, decided: r.decided, reversed: r.reversed };
  }
  for (const m of months) m.flags.byReason.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return { months, heldNow: singleRow(heldRow).n, since: new Date(bounds[0] ?? now) };
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The window's months, newest first, as Zurich calendar months. */
function monthsBefore(now: Date): MonthFigures[] {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit" }).format(now).split("-").map(Number) as [
    number,
    number,
  ];
  return Array.from({ length: TRANSPARENCY_MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    return {
      month: key,
      flags: { total: 0, bySource: zeros(FLAG_SOURCES), byReason: [] },
      decisions: { total: 0, automated: 0, byOutcome: zeros(DECISION_OUTCOMES), medianHoursToDecision: null },
      disputes: { filed: 0, byResult: zeros(DISPUTE_RESULTS) },
      appeals: { filed: 0, decided: 0, reversed: 0 },
    };
  });
}
