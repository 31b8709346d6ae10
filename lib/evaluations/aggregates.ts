// The stored rating aggregates of consultants and companies (search sorts and filters on them,
// so they are columns rather than computed per request). Each refresh is one set-based UPDATE,
// runs inside the caller's transaction when given one, and only rewrites rows whose figures
// changed, so refreshing everything is cheap when little moved.
//
// What the public sees counts published evaluations only (decisions.md), and hidden ones never:
// - Consultant.ratingAverage / ratingCount: published, not hidden.
// - Consultant.evaluationCount: every evaluation that is not hidden, in review or published.
// - Company.ratingAverage / ratingCount: published, not hidden evaluations of its members
//   (link state accepted or administrator) whose profile is not disabled, because a disabled
//   profile's evaluations are not public either.
import { Prisma } from "../db/generated/client";

/** A Prisma client or an interactive-transaction client. */
export type SqlExecutor = Pick<Prisma.TransactionClient, "$executeRaw">;

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
        "evaluationCount" = s."evaluationCount"
    FROM (
      SELECT c."id",
             coalesce(a."ratingAverage", 0) AS "ratingAverage",
             coalesce(a."ratingCount", 0) AS "ratingCount",
             coalesce(a."evaluationCount", 0) AS "evaluationCount"
      FROM "Consultant" AS c
      LEFT JOIN (
        SELECT e."consultantId",
               round(avg(e."overallRating") FILTER (WHERE e."state" = 'published'), 2) AS "ratingAverage",
               (count(*) FILTER (WHERE e."state" = 'published'))::int AS "ratingCount",
               count(*)::int AS "evaluationCount"
        FROM "Evaluation" AS e
        WHERE e."hiddenAt" IS NULL ${onlyEvaluations}
        GROUP BY e."consultantId"
      ) AS a ON a."consultantId" = c."id"
      ${onlyConsultants}
    ) AS s
    WHERE target."id" = s."id"
      AND (target."ratingAverage", target."ratingCount", target."evaluationCount")
          IS DISTINCT FROM (s."ratingAverage", s."ratingCount", s."evaluationCount")`;
}

/** Refreshes the given companies (all when omitted); returns how many rows changed. */
export async function refreshCompanyAggregates(tx: SqlExecutor, companyIds?: readonly number[]): Promise<number> {
  if (companyIds && companyIds.length === 0) return 0;
  const ids = companyIds ? [...new Set(companyIds)] : null;
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
  await updateCompanies(
    tx,
    Prisma.sql`ANY(ARRAY(SELECT "companyId" FROM "Consultant" WHERE "id" = ANY(${ids}::int[]) AND "companyId" IS NOT NULL))`,
  );
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
        "ratingCount" = s."ratingCount"
    FROM (
      SELECT co."id",
             coalesce(a."ratingAverage", 0) AS "ratingAverage",
             coalesce(a."ratingCount", 0) AS "ratingCount"
      FROM "Company" AS co
      LEFT JOIN (
        SELECT m."companyId",
               round(avg(e."overallRating"), 2) AS "ratingAverage",
               count(*)::int AS "ratingCount"
        FROM "Consultant" AS m
        JOIN "Evaluation" AS e ON e."consultantId" = m."id"
        WHERE m."companyLinkState" IN ('accepted', 'administrator')
          AND m."state" <> 'disabled'
          AND e."state" = 'published'
          AND e."hiddenAt" IS NULL
          ${onlyMembers}
        GROUP BY m."companyId"
      ) AS a ON a."companyId" = co."id"
      ${onlyCompanies}
    ) AS s
    WHERE target."id" = s."id"
      AND (target."ratingAverage", target."ratingCount") IS DISTINCT FROM (s."ratingAverage", s."ratingCount")`;
}
