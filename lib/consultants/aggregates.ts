// The stored rating aggregates of consultants and companies (search sorts and filters on them,
// so they are columns rather than computed per request). Each refresh is one set-based UPDATE,
// runs inside the caller's transaction when given one, and only rewrites rows whose figures
// changed, so refreshing everything is cheap when little moved.
//
// What the public sees counts published evaluations only (docs/product-rules.md#evaluation-states-and-release), and hidden
// ones and a mailbox's earlier, superseded ratings (supersededById) never:
// - Consultant.ratingAverage / ratingCount / ratingSum: published, not hidden; the average is
//   round(sum / count, 2), so that the release job can add what it publishes (addPublished…)
//   and land on exactly the figures a full refresh computes.
// - Consultant.evaluationCount: every confirmed evaluation that is not hidden, in review or published
//   (an unconfirmed one counts nowhere).
// - Company.ratingAverage / ratingCount: published, not hidden evaluations of its members
//   (link state accepted or administrator) whose profile is active: a disabled profile's
//   evaluations are not public, and neither are an unclaimed one's (docs/product-rules.md#consultant-states; a deleted
//   account's profile is unclaimed with its evaluations kept), so no company figure may show them.
import { Prisma } from "@/lib/db/generated/client";
import { figuresShownSql } from "@/lib/consultants/profile-display-sql";
import { consultantIdsOf, type Change } from "@/lib/cache/change";

/** A Prisma client or an interactive-transaction client. */
export type SqlExecutor = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The public figures from a per-row aggregate `a` ("ratingSum", "ratingCount"), for consultants and companies alike. */
const RATING_FIGURES = Prisma.sql`
  coalesce(round(a."ratingSum" / nullif(a."ratingCount", 0), 2), 0) AS "ratingAverage",
  coalesce(a."ratingCount", 0) AS "ratingCount",
  coalesce(a."ratingSum", 0) AS "ratingSum"`;

/** Refreshes the given consultants (all when omitted); returns how many rows changed. */
export async function refreshConsultantAggregates(tx: SqlExecutor, consultantIds?: readonly number[]): Promise<number> {
  if (consultantIds && consultantIds.length === 0) return 0;
  const ids = consultantIds ? [...new Set(consultantIds)] : null;
  const onlyConsultants = ids ? Prisma.sql`WHERE c."id" = ANY(${ids}::int[])` : Prisma.empty;
  const onlyEvaluations = ids ? Prisma.sql`AND e."consultantId" = ANY(${ids}::int[])` : Prisma.empty;
  return tx.$executeRaw`
    UPDATE "Consultant" AS target
    SET "ratingAverage" = s."ratingAverage",
        "ratingCount" = s."ratingCount",
        "ratingSum" = s."ratingSum",
        "evaluationCount" = s."evaluationCount"
    FROM (
      SELECT c."id", ${RATING_FIGURES},
             coalesce(a."evaluationCount", 0) AS "evaluationCount"
      FROM "Consultant" AS c
      LEFT JOIN (
        SELECT e."consultantId",
               sum(e."overallRating") FILTER (WHERE e."state" = 'published') AS "ratingSum",
               (count(*) FILTER (WHERE e."state" = 'published'))::int AS "ratingCount",
               count(*)::int AS "evaluationCount"
        FROM "Evaluation" AS e
        WHERE e."hiddenAt" IS NULL AND e."supersededById" IS NULL AND e."emailConfirmedAt" IS NOT NULL ${onlyEvaluations}
        GROUP BY e."consultantId"
      ) AS a ON a."consultantId" = c."id"
      ${onlyConsultants}
    ) AS s
    WHERE target."id" = s."id"
      AND (target."ratingAverage", target."ratingCount", target."ratingSum", target."evaluationCount")
          IS DISTINCT FROM (s."ratingAverage", s."ratingCount", s."ratingSum", s."evaluationCount")`;
}

/** Refreshes the given companies (all when omitted); returns how many rows changed. */
export async function refreshCompanyAggregates(tx: SqlExecutor, companyIds?: readonly number[]): Promise<number> {
  if (companyIds && companyIds.length === 0) return 0;
  const ids = companyIds ? [...new Set(companyIds)] : null;
  // Locked first for the same reason as in lockAggregateRows: a refresh that waited for the
  // release job inside its UPDATE would write figures from before the job's commit, and the job
  // only adds to what is stored.
  if (ids) await tx.$executeRaw`SELECT 1 FROM "Company" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
  return updateCompanies(tx, ids ? Prisma.sql`ANY(${ids}::int[])` : null);
}

/**
 * Refreshes the given consultants and the companies they currently belong to, e.g. after an
 * evaluation was published, hidden or deleted. For a consultant who just left a company, also
 * pass that company to refreshCompanyAggregates: it is no longer found through the consultant.
 */
export async function refreshAggregatesForConsultants(tx: SqlExecutor, consultantIds: readonly number[]): Promise<void> {
  if (consultantIds.length === 0) return;
  const ids = [...new Set(consultantIds)];
  await lockAggregateRows(tx, ids);
  await refreshConsultantAggregates(tx, ids);
  await updateCompanies(tx, Prisma.sql`ANY(ARRAY(SELECT "companyId" FROM "Consultant" WHERE "id" = ANY(${ids}::int[]) AND "companyId" IS NOT NULL))`);
}

/**
 * Locks the consultants' rows and then their companies' rows, each in id order (no deadlock between
 * two refreshers). Under READ COMMITTED each later statement takes a fresh snapshot, so after the
 * lock a refresh sees every evaluation change committed by a transaction that held these rows:
 * two transactions that publish evaluations of the same consultant or company at once both end
 * with the right figures instead of the later one writing a stale average.
 */
async function lockAggregateRows(tx: SqlExecutor, ids: readonly number[]): Promise<void> {
  await tx.$executeRaw`
    SELECT 1 FROM "Consultant" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
  await tx.$executeRaw`
    SELECT 1 FROM "Company"
    WHERE "id" IN (SELECT "companyId" FROM "Consultant" WHERE "id" = ANY(${ids}::int[]) AND "companyId" IS NOT NULL)
    ORDER BY "id" FOR UPDATE`;
}

/** `companies` is the right-hand side of `id = …` (an ANY(...) expression), or null for all. */
function updateCompanies(tx: SqlExecutor, companies: Prisma.Sql | null): Promise<number> {
  const onlyCompanies = companies ? Prisma.sql`WHERE co."id" = ${companies}` : Prisma.empty;
  const onlyMembers = companies ? Prisma.sql`AND m."companyId" = ${companies}` : Prisma.empty;
  return tx.$executeRaw`
    UPDATE "Company" AS target
    SET "ratingAverage" = s."ratingAverage",
        "ratingCount" = s."ratingCount",
        "ratingSum" = s."ratingSum"
    FROM (
      SELECT co."id", ${RATING_FIGURES}
      FROM "Company" AS co
      LEFT JOIN (
        SELECT m."companyId",
               sum(e."overallRating") AS "ratingSum",
               count(*)::int AS "ratingCount"
        FROM "Consultant" AS m
        JOIN "Evaluation" AS e ON e."consultantId" = m."id"
        WHERE m."companyLinkState" IN ('accepted', 'administrator')
          AND ${figuresShownSql("m")}
          AND e."state" = 'published'
          AND e."hiddenAt" IS NULL
          AND e."supersededById" IS NULL
          ${onlyMembers}
        GROUP BY m."companyId"
      ) AS a ON a."companyId" = co."id"
      ${onlyCompanies}
    ) AS s
    WHERE target."id" = s."id"
      AND (target."ratingAverage", target."ratingCount", target."ratingSum") IS DISTINCT FROM (s."ratingAverage", s."ratingCount", s."ratingSum")`;
}

/**
 * Adds evaluations that were just published to their consultants' and companies' figures instead
 * of recomputing them from every evaluation (the release job publishes up to a million at once).
 * `deltas` names a relation of ("consultantId", "visible": how many of them are not hidden nor superseded,
 * "visibleSum": the sum of their overall ratings). Adding is exact because every writer refreshes
 * the figures in the transaction that changes an evaluation, and the sum is stored, so the average
 * is derived from exact figures rather than from a rounded one.
 *
 * Figures that cannot be right (more ratings than evaluations, a sum out of its bounds: written
 * behind the services' back) are not added to but recomputed, with their companies, so that such
 * a consultant neither stops the job for everybody nor keeps wrong figures.
 *
 * Lock order as everywhere else: the evaluations are already locked by the caller's UPDATE, then
 * the consultants, then their companies, each in id order. The figures are read after the rows
 * are locked, so a change committed meanwhile (a membership, an early publication) is seen and
 * none can happen before this transaction ends.
 */
export async function addPublishedToAggregates(tx: SqlExecutor & Pick<Prisma.TransactionClient, "$queryRaw">, deltas: Prisma.Sql): Promise<void> {
  await tx.$executeRaw`
    SELECT 1 FROM "Consultant" WHERE "id" IN (SELECT "consultantId" FROM ${deltas} WHERE "visible" > 0) ORDER BY "id" FOR UPDATE`;
  await tx.$executeRaw`
    SELECT 1 FROM "Company"
    WHERE "id" IN (SELECT c."companyId" FROM ${deltas} AS d JOIN "Consultant" AS c ON c."id" = d."consultantId" WHERE d."visible" > 0)
    ORDER BY "id" FOR UPDATE`;
  const drifted = (
    await tx.$queryRaw<{ id: number }[]>`
      SELECT c."id" FROM ${deltas} AS d JOIN "Consultant" AS c ON c."id" = d."consultantId"
      WHERE d."visible" > 0
        AND (c."ratingCount" + d."visible" > c."evaluationCount"
             OR c."ratingSum" NOT BETWEEN c."ratingCount" AND 5 * c."ratingCount")`
  ).map((r) => r.id);

  await tx.$executeRaw`
    UPDATE "Consultant" AS c
    SET "ratingCount" = c."ratingCount" + d."visible",
        "ratingSum" = c."ratingSum" + d."visibleSum",
        "ratingAverage" = round((c."ratingSum" + d."visibleSum") / (c."ratingCount" + d."visible"), 2)
    FROM ${deltas} AS d
    WHERE c."id" = d."consultantId" AND d."visible" > 0 AND c."id" <> ALL(${drifted}::int[])`;
  await tx.$executeRaw`
    UPDATE "Company" AS co
    SET "ratingCount" = co."ratingCount" + s."visible",
        "ratingSum" = co."ratingSum" + s."visibleSum",
        "ratingAverage" = round((co."ratingSum" + s."visibleSum") / (co."ratingCount" + s."visible"), 2)
    FROM (
      SELECT m."companyId", sum(d."visible")::int AS "visible", sum(d."visibleSum") AS "visibleSum"
      FROM ${deltas} AS d
      JOIN "Consultant" AS m ON m."id" = d."consultantId"
      WHERE d."visible" > 0 AND m."companyLinkState" IN ('accepted', 'administrator') AND ${figuresShownSql("m")}
      GROUP BY m."companyId"
    ) AS s
    WHERE co."id" = s."companyId"
      AND co."id" <> ALL(ARRAY(SELECT "companyId" FROM "Consultant" WHERE "id" = ANY(${drifted}::int[]) AND "companyId" IS NOT NULL))`;
  if (drifted.length > 0) await refreshAggregatesForConsultants(tx, drifted);
}

/**
 * Inside the transaction that made the change: brings the stored rating figures of the consultants
 * and of their companies (and of the named companies, e.g. one a consultant left) up to date.
 */
export async function refreshFiguresFor(tx: SqlExecutor, change: Change): Promise<void> {
  const consultants = consultantIdsOf(change);
  if (consultants.length > 0) await refreshAggregatesForConsultants(tx, consultants);
  const companies = [...new Set([...(change.companies ?? []), ...(change.membershipsOf ?? [])])];
  if (companies.length > 0) await refreshCompanyAggregates(tx, companies);
}
