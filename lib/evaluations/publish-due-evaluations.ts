// The release job: publishes every evaluation in review whose release date has passed, adds them to
// the consultants' and companies' aggregates and tells each consultant. The consultants are split
// into partitions ("consultantId" % partitions), published at once on separate connections, each in
// one transaction: a consultant's publication, figures and e-mail commit together (a failure leaves
// that partition untouched; the next run does it again), and a backlog uses every core.
//
// Safe when runs overlap: each partition takes a transaction-scoped advisory lock, so one run at a
// time publishes a partition (another run skips it). Idempotent: the job publishes only what is
// still in review, and what a partition published leaves the release queue in its transaction.
//
// Partitions never deadlock with each other: their evaluations, queue entries and consultants are
// disjoint; the companies they share are locked after the consultants, in id order, as by every
// writer (lib/consultants/aggregates.ts), and each adds its members' figures to what the other
// committed.
//
// Only confirmed evaluations that moderation does not hold are published: the queue holds no others
// (its triggers, migration 20261201000000_trusted_ratings), and the UPDATE checks both again.
//
// Built for a backlog of a million due evaluations (bench/release-job.ts; migration
// 20261125000000_evaluation_release explains the schema side; docs/benchmarks.md the figures):
// - no index of "Evaluation" names "state", so publishing is a HOT update (no index entry written
//   per row); the due rows are found through the narrow queue "EvaluationRelease" instead;
// - one statement per partition publishes, sums up per consultant and dequeues; the per-consultant
//   figures stay in the database (a temporary table), nothing per evaluation travels through Node;
// - aggregates are incremented by what was published instead of recomputed from every evaluation.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { Db } from "@/lib/db/create-client";
import { appLink } from "@/lib/email/links";
import { emailTranslator } from "@/lib/email/translator";
import { locales } from "@/lib/i18n/routing";
import { addPublishedToAggregates } from "@/lib/consultants/aggregates";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { singleRow } from "@/lib/db/single-row";

/**
 * pg advisory lock key of the job ("bw-publish" as a number), shared by every app server; partition
 * p locks this key + p (added in SQL: the key is at the edge of what a JS number holds exactly).
 */
export const PUBLISH_JOB_LOCK = 0x62772d7075626c;

/** Partitions published at once: the cores of the database server (each takes a pooled connection). */
export const PUBLISH_PARTITIONS = 2;

export type PublishResult = { published: number; consultants: number; skipped: boolean };

// The markers stand for per-consultant values that SQL fills in, so one INSERT … SELECT writes every e-mail.
const NAME = "\u0001name\u0001";
const COUNT = "\u0001count\u0001";

const DELTAS = Prisma.raw(`"release_delta"`);

export type PublishOptions = ServiceContext & {
  timeoutMs?: number;
  /** How due evaluations are found: by default decided from the backlog's size; tests force either. */
  sweep?: boolean;
  /** How many partitions run at once (PUBLISH_PARTITIONS); the client's pool needs as many connections. */
  partitions?: number;
};

type Work = { now: Date; due: number; sweep: boolean; partition: number; partitions: number; timeoutMs: number };

export async function publishDueEvaluations(options: PublishOptions = {}): Promise<PublishResult> {
  const { db, now } = resolveContext(options);
  const partitions = options.partitions ?? PUBLISH_PARTITIONS;
  if (!Number.isInteger(partitions) || partitions < 1) throw new Error("partitions must be a positive integer");

  // Which evaluations to look at. Usually a few hundred are due: the queue names them and each
  // is fetched by its key. After downtime or an import, when more are due than a quarter of the
  // table's pages, the UPDATE sweeps the table instead and recognises them by their own state
  // and release date (joining a million queue entries costs more than the sweep it would save).
  const counted = singleRow(
    await db.$queryRaw<{ due: number; sweep: boolean }[]>`
    WITH size AS (SELECT pg_relation_size('"Evaluation"') / current_setting('block_size')::int / 4 AS "pages"),
    counted AS (
      SELECT count(*)::int AS "due" FROM (
        SELECT 1 FROM "EvaluationRelease" WHERE "releaseAt" <= ${now}
        LIMIT (SELECT CASE WHEN ${options.sweep === false} THEN NULL ELSE "pages" + 1 END FROM size)) AS d
    )
    SELECT "due", "due" > (SELECT "pages" FROM size) AS "sweep" FROM counted`,
  );
  if (counted.due === 0) return { published: 0, consultants: 0, skipped: false };

  const work = { now, due: counted.due, sweep: options.sweep ?? counted.sweep, partitions, timeoutMs: options.timeoutMs ?? 10 * 60_000 };
  // Every partition runs to its end before the job reports, a failed one included: a job that
  // returned while a partition still held its lock would let the next run skip that partition.
  const settled = await Promise.allSettled(Array.from({ length: partitions }, (_, partition) => publishPartition(db, { ...work, partition })));
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
  const results = settled.map((s) => (s as PromiseFulfilledResult<PublishResult>).value);

  await dropStaleEntries(db, now);
  return {
    published: results.reduce((sum, r) => sum + r.published, 0),
    consultants: results.reduce((sum, r) => sum + r.consultants, 0),
    skipped: results.every((r) => r.skipped),
  };
}

/** Publishes the due evaluations of one partition's consultants, their figures and e-mails, in one transaction. */
async function publishPartition(db: Db, { now, due, sweep, partition, partitions, timeoutMs }: Work): Promise<PublishResult> {
  return db.$transaction(
    async (tx) => {
      const lock = singleRow(
        await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PUBLISH_JOB_LOCK}::bigint + ${partition}::int) AS locked`,
      );
      if (!lock.locked) return { published: 0, consultants: 0, skipped: true };

      // Enough for the per-consultant aggregation of a backlog to stay in memory.
      await tx.$executeRawUnsafe(`SET LOCAL work_mem = '64MB'`);
      await tx.$executeRawUnsafe(
        `CREATE TEMPORARY TABLE ${DELTAS.text} ("consultantId" int PRIMARY KEY, "published" int NOT NULL, "visible" int NOT NULL, "visibleSum" numeric NOT NULL) ON COMMIT DROP`,
      );

      // The queue entries to look at: in the sweep, none (the UPDATE finds the rows itself);
      // otherwise the ones counted, their number as LIMIT so that the planner fetches them by key
      // whatever its statistics say (right after a backlog they still count a million). Entries
      // that became due since then wait for the next run, with their evaluations.
      const dueEntries = sweep
        ? Prisma.empty
        : Prisma.sql`due AS MATERIALIZED (SELECT "evaluationId" FROM "EvaluationRelease" WHERE "releaseAt" <= ${now} LIMIT ${due}),`;
      const onlyDue = sweep ? Prisma.empty : Prisma.sql`AND e."id" IN (SELECT "evaluationId" FROM due)`;
      const onlyDueEntries = sweep ? Prisma.empty : Prisma.sql`AND q."evaluationId" IN (SELECT "evaluationId" FROM due)`;

      // One statement, one snapshot: the partition's evaluations that are in review and due are
      // published, and its consultants' due queue entries go (only theirs: another partition's
      // entries stay until that partition has committed its evaluations). Both sides see the same
      // committed state, and the triggers keep queue and evaluations in step (the entry carries its
      // evaluation's consultant), so no entry goes without its evaluation having been published,
      // here or earlier (or being no longer in review). The entries are deleted after the
      // evaluations are updated (an unreferenced WITH … DELETE runs when the main query is done):
      // evaluations first, as an edit that moves a release date does, so the two cannot deadlock.
      // An evaluation that a consultant is publishing early at this moment is waited for (a short
      // transaction) and then found published, so it is neither published nor counted twice.
      const totals = singleRow(
        await tx.$queryRaw<{ published: number; consultants: number }[]>`
        WITH ${dueEntries}
        published AS (
          UPDATE "Evaluation" AS e
          SET "state" = 'published', "publishedAt" = ${now}
          WHERE e."state" = 'inReview' AND e."releaseAt" <= ${now} AND e."emailConfirmedAt" IS NOT NULL AND e."heldAt" IS NULL ${onlyDue}
            AND e."consultantId" % ${partitions}::int = ${partition}::int
          RETURNING e."consultantId", e."hiddenAt" IS NULL AND e."supersededById" IS NULL AS "counted", e."overallRating"
        ),
        -- A mailbox's earlier, superseded rating is published readable but counts in no figure.
        deltas AS (
          INSERT INTO ${DELTAS} ("consultantId", "published", "visible", "visibleSum")
          SELECT "consultantId", count(*), count(*) FILTER (WHERE "counted"),
                 coalesce(sum("overallRating") FILTER (WHERE "counted"), 0)
          FROM published GROUP BY "consultantId"
          RETURNING "published"
        ),
        dequeued AS (
          DELETE FROM "EvaluationRelease" AS q
          WHERE q."releaseAt" <= ${now} AND q."consultantId" % ${partitions}::int = ${partition}::int ${onlyDueEntries}
        )
        SELECT coalesce(sum("published"), 0)::int AS "published", count(*)::int AS "consultants" FROM deltas`,
      );
      if (totals.published === 0) return { published: 0, consultants: 0, skipped: false };

      await addPublishedToAggregates(tx, DELTAS);
      await queuePublishedEmails(tx);
      return { published: totals.published, consultants: totals.consultants, skipped: false };
    },
    // A backlog (after downtime, or the benchmark's million) takes longer than Prisma's 5 s default.
    { timeout: timeoutMs, maxWait: 10_000 },
  );
}

/**
 * After the partitions, a safety net: drops the due entries that no partition dequeued and whose
 * evaluation the job does not publish (published early, deleted, no longer publishable), e.g. an
 * entry whose consultant is not its evaluation's after writes that bypassed the triggers. Usually
 * it finds none. Entries locked by a partition of an overlapping run are skipped: that run
 * dequeues them, or the next run does.
 */
async function dropStaleEntries(db: Db, now: Date): Promise<void> {
  await db.$executeRaw`
    DELETE FROM "EvaluationRelease" AS q
    WHERE q."evaluationId" IN (
      SELECT s."evaluationId" FROM "EvaluationRelease" AS s
      WHERE s."releaseAt" <= ${now}
        AND NOT EXISTS (
          SELECT 1 FROM "Evaluation" AS e
          WHERE e."id" = s."evaluationId" AND e."state" = 'inReview' AND e."releaseAt" <= ${now}
            AND e."emailConfirmedAt" IS NOT NULL AND e."heldAt" IS NULL)
      FOR UPDATE SKIP LOCKED)`;
}

/** One "evaluation published" e-mail per consultant with visible publications, in their language. */
async function queuePublishedEmails(tx: Prisma.TransactionClient): Promise<void> {
  const texts = Prisma.join(
    locales.map((locale) => {
      const t = emailTranslator(locale);
      return Prisma.sql`(${locale}, ${t("evaluationPublished.subject")}, ${t("evaluationPublished.headline", { name: NAME })},
        ${t("evaluationPublished.textOne")}, ${t("evaluationPublished.textOther", { count: COUNT })}, ${t("closingText")},
        ${t("evaluationPublished.callToActionHeadline")}, ${t("evaluationPublished.callToActionText")},
        ${t("evaluationPublished.callToActionLabel")}, ${appLink(locale, "/account/profile")})`;
    }),
  );
  await tx.$executeRaw`
    WITH texts ("locale", "subject", "headline", "textOne", "textOther", "closingText", "ctaHeadline", "ctaText", "ctaLabel", "ctaUrl") AS (
      VALUES ${texts}
    ),
    recipients AS MATERIALIZED (
      SELECT c."email", c."givenName", c."familyName", d."visible",
             -- The consultant's language: the first spoken language the product speaks, else German.
             coalesce((SELECT l FROM unnest(c."languages") WITH ORDINALITY AS x(l, n) WHERE l IN ('de', 'fr', 'it', 'en') ORDER BY n LIMIT 1), 'de') AS "locale"
      FROM ${DELTAS} AS d
      JOIN "Consultant" AS c ON c."id" = d."consultantId"
      -- Only claimed profiles have somebody to tell: an unclaimed one's e-mail is kept only for reclaiming it.
      WHERE c."email" IS NOT NULL AND c."state" = 'active' AND d."visible" > 0
    )
    INSERT INTO "EmailMessage" ("id", "recipientEmail", "recipientName", "templateName", "locale", "values", "purpose")
    SELECT gen_random_uuid(), r."email", r."givenName" || ' ' || r."familyName", 'DefaultCallToAction', t."locale",
           jsonb_build_object(
             'subject', t."subject",
             'headline', replace(t."headline", ${NAME}, r."givenName"),
             'text', CASE WHEN r."visible" = 1 THEN t."textOne" ELSE replace(t."textOther", ${COUNT}, r."visible"::text) END,
             'closingText', t."closingText",
             'callToActionHeadline', t."ctaHeadline",
             'callToActionText', t."ctaText",
             'callToActionLabel', t."ctaLabel",
             'callToActionUrl', t."ctaUrl"),
           'evaluationPublished'
    FROM recipients AS r
    JOIN texts AS t ON t."locale" = r."locale"`;
}
