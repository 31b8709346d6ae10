// The public counts of /transparency (docs/product-rules.md#transparency): per calendar month in Zurich
// time, over the last 12 months, what was flagged (by reason and by source), what was decided (by outcome,
// the share decided automatically, the median time from the flag to the decision), the disputes and their
// outcomes, the appeals and how many of them reversed the decision; and how many reviews are held now.
// Everything is counted from the due-process tables by three set-based statements (FILTER aggregates,
// width_bucket over the Zurich month bounds), each reading only the window's rows through the tables' (…, createdAt/decidedAt)
// indexes. Nothing here depends on payment.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
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
 * The 13 instants that bound the window's 12 Zurich months, oldest first: a row's month is
 * width_bucket(instant, bounds), 1 for the oldest month and 12 for the current one. A binary search over
 * 13 values is several times cheaper per row than converting every row's time to Zurich time.
 */
const bounds = (now: Date) =>
  Prisma.sql`ARRAY(SELECT (date_trunc('month', ${now}::timestamptz AT TIME ZONE ${ZONE}) - make_interval(months => g)) AT TIME ZONE ${ZONE}
    FROM generate_series(${TRANSPARENCY_MONTHS - 1}::int, -1, -1) AS g)`;
const inWindow = (column: Prisma.Sql) => Prisma.sql`${column} >= b."bounds"[1] AND ${column} < b."bounds"[${TRANSPARENCY_MONTHS + 1}::int]`;
const monthOf = (column: Prisma.Sql) => Prisma.sql`width_bucket(${column}, b."bounds")`;

type FlagRow = { month: number; source: FlagSource; reason: string; n: number };
type DecisionRow = { month: number; outcome: Outcome; n: number; automated: number };
type MedianRow = { month: number; hours: number | null };
type DisputeRow = { month: number; result: DisputeResult; n: number };
type AppealRow = { month: number; filed: number; decided: number; reversed: number };

export async function transparencyFigures(options: ServiceContext = {}): Promise<TransparencyFigures> {
  const { db, now } = resolveContext(options);
  const window = Prisma.sql`WITH "b" AS (SELECT ${bounds(now)} AS "bounds")`;
  // Flags: confirmed notices (an unconfirmed one counts nowhere), consultants' reports and disputes, and
  // the holds by rule, each with its reason; holds are counted once per rule that fired.
  const flags = db.$queryRaw<FlagRow[]>`
    ${window}
    SELECT "month", "source", "reason", count(*)::int AS "n" FROM (
      SELECT ${monthOf(Prisma.sql`n."createdAt"`)} AS "month", 'visitors' AS "source", n."reason"::text AS "reason"
        FROM "ModerationNotice" AS n, "b" WHERE n."status" IN ('open', 'decided') AND ${inWindow(Prisma.sql`n."createdAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`r."createdAt"`)}, 'consultants', r."reason"::text
        FROM "EvaluationReport" AS r, "b" WHERE ${inWindow(Prisma.sql`r."createdAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`d."createdAt"`)}, 'consultants', d."reason"::text
        FROM "EvaluationDispute" AS d, "b" WHERE ${inWindow(Prisma.sql`d."createdAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)}, 'rules', m."ground"
        FROM "ModerationDecision" AS m, "b" WHERE m."source" = 'rule' AND ${inWindow(Prisma.sql`m."decidedAt"`)}
    ) AS f GROUP BY 1, 2, 3`;
  // Decisions by outcome with the automated ones, and the median time from flag to decision: a notice
  // from its confirmation, a dispute from its filing, a report from its filing (reports keep their own
  // decision date), each counted in the month of its decision.
  const decisions = db.$queryRaw<DecisionRow[]>`
    ${window}
    SELECT ${monthOf(Prisma.sql`m."decidedAt"`)} AS "month", m."outcome"::text AS "outcome", count(*)::int AS "n",
      count(*) FILTER (WHERE m."automated")::int AS "automated"
    FROM "ModerationDecision" AS m, "b" WHERE ${inWindow(Prisma.sql`m."decidedAt"`)} GROUP BY 1, 2`;
  const medians = db.$queryRaw<MedianRow[]>`
    ${window}
    SELECT "month", (percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds") / 3600)::float8 AS "hours" FROM (
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)} AS "month", extract(epoch FROM m."decidedAt" - coalesce(n."confirmedAt", n."createdAt")) AS "seconds"
        FROM "ModerationNotice" AS n JOIN "ModerationDecision" AS m ON m."id" = n."decisionId", "b"
        WHERE n."status" = 'decided' AND ${inWindow(Prisma.sql`m."decidedAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`m."decidedAt"`)}, extract(epoch FROM m."decidedAt" - d."createdAt")
        FROM "EvaluationDispute" AS d JOIN "ModerationDecision" AS m ON m."id" = d."decisionId", "b"
        WHERE d."status" IN ('decided', 'rejected') AND ${inWindow(Prisma.sql`m."decidedAt"`)}
      UNION ALL
      SELECT ${monthOf(Prisma.sql`r."decidedAt"`)}, extract(epoch FROM r."decidedAt" - r."createdAt")
        FROM "EvaluationReport" AS r, "b" WHERE r."status" <> 'open' AND ${inWindow(Prisma.sql`r."decidedAt"`)}
    ) AS t GROUP BY 1`;
  // A dispute's result is its decision's outcome; "unanswered" when the deadline decided it.
  const disputes = db.$queryRaw<DisputeRow[]>`
    ${window}
    SELECT ${monthOf(Prisma.sql`d."createdAt"`)} AS "month",
      CASE
        WHEN d."status" = 'rejected' THEN 'rejected'
        WHEN d."status" <> 'decided' OR m."id" IS NULL THEN 'open'
        WHEN m."source" = 'deadline' OR m."ground" = 'disputeUnanswered' THEN 'unanswered'
        WHEN m."outcome" IN ('kept', 'checked') THEN 'kept'
        WHEN m."outcome" = 'edited' THEN 'edited'
        ELSE 'hidden'
      END AS "result", count(*)::int AS "n"
    FROM "EvaluationDispute" AS d LEFT JOIN "ModerationDecision" AS m ON m."id" = d."decisionId", "b"
    WHERE ${inWindow(Prisma.sql`d."createdAt"`)} GROUP BY 1, 2`;
  // An appeal reverses its decision when the decision taken on it has another outcome.
  const appeals = db.$queryRaw<AppealRow[]>`
    ${window}
    SELECT ${monthOf(Prisma.sql`a."createdAt"`)} AS "month", count(*)::int AS "filed",
      count(*) FILTER (WHERE a."status" = 'decided')::int AS "decided",
      count(*) FILTER (WHERE a."status" = 'decided' AND o."outcome" IS DISTINCT FROM d."outcome" AND o."id" IS NOT NULL)::int AS "reversed"
    FROM "ModerationAppeal" AS a JOIN "ModerationDecision" AS d ON d."id" = a."decisionId"
      LEFT JOIN "ModerationDecision" AS o ON o."id" = a."outcomeDecisionId", "b"
    WHERE ${inWindow(Prisma.sql`a."createdAt"`)} GROUP BY 1`;
  // Held now: what the fairness records count as held, over every profile (partial index Evaluation_held_idx).
  const held = db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "Evaluation"
    WHERE "heldAt" IS NOT NULL AND "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "hiddenAt" IS NULL AND "supersededById" IS NULL`;
  const since = db.$queryRaw<{ at: Date }[]>`${window} SELECT b."bounds"[1] AS "at" FROM "b"`;
  const [flagRows, decisionRows, medianRows, disputeRows, appealRows, heldRow, sinceRow] = await Promise.all([
    flags,
    decisions,
    medians,
    disputes,
    appeals,
    held,
    since,
  ]);
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
  return { months, heldNow: singleRow(heldRow).n, since: singleRow(sinceRow).at };
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
