// The release job: publishes every evaluation in review whose release date has passed, refreshes
// the consultants' and companies' aggregates and tells each consultant, all in one transaction.
// Safe when runs overlap: a transaction-scoped advisory lock lets one run at a time do the work
// (another run returns at once), and FOR UPDATE SKIP LOCKED leaves alone the evaluations that a
// consultant is publishing early at the same moment. Idempotent: a published evaluation is never
// selected again.
import "server-only";
import { Prisma } from "../db/generated/client";
import { refreshAggregatesForConsultants } from "./aggregates";
import { appUrl, EMAIL_LOCALES, emailTranslator } from "./email-texts";
import { deps, type ServiceOptions } from "./services";

/** pg advisory lock key of the job ("bw-publish" as a number), shared by every app server. */
export const PUBLISH_JOB_LOCK = 0x62772d7075626c;

export type PublishResult = { published: number; consultants: number; skipped: boolean };

// The markers stand for per-consultant values that SQL fills in, so one INSERT … SELECT writes every e-mail.
const NAME = "\u0001name\u0001";
const COUNT = "\u0001count\u0001";

export async function publishDueEvaluations(options: ServiceOptions & { timeoutMs?: number } = {}): Promise<PublishResult> {
  const { db, now } = deps(options);
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${PUBLISH_JOB_LOCK}::bigint) AS locked`;
      if (!lock.locked) return { published: 0, consultants: 0, skipped: true };

      const texts = Prisma.join(
        EMAIL_LOCALES.map((locale) => {
          const t = emailTranslator(locale);
          return Prisma.sql`(${locale}, ${t("evaluationPublished.subject")}, ${t("evaluationPublished.headline", { name: NAME })},
            ${t("evaluationPublished.textOne")}, ${t("evaluationPublished.textOther", { count: COUNT })}, ${t("closingText")},
            ${t("evaluationPublished.callToActionHeadline")}, ${t("evaluationPublished.callToActionText")},
            ${t("evaluationPublished.callToActionLabel")}, ${appUrl(locale, "/account/profile")})`;
        }),
      );

      const [result] = await tx.$queryRaw<{ published: number; consultantIds: number[] | null }[]>`
        WITH due AS (
          SELECT "id" FROM "Evaluation"
          WHERE "state" = 'inReview' AND "releaseAt" <= ${now}
          FOR UPDATE SKIP LOCKED
        ),
        published AS (
          UPDATE "Evaluation" AS e
          SET "state" = 'published', "publishedAt" = ${now}
          FROM due
          WHERE e."id" = due."id"
          RETURNING e."consultantId", e."hiddenAt"
        ),
        per_consultant AS (
          SELECT "consultantId", count(*) FILTER (WHERE "hiddenAt" IS NULL)::int AS "visible", count(*)::int AS "total"
          FROM published GROUP BY "consultantId"
        ),
        texts ("locale", "subject", "headline", "textOne", "textOther", "closingText", "ctaHeadline", "ctaText", "ctaLabel", "ctaUrl") AS (
          VALUES ${texts}
        ),
        mails AS (
          INSERT INTO "EmailMessage" ("id", "recipientEmail", "recipientName", "templateName", "locale", "values", "purpose")
          SELECT gen_random_uuid(), c."email", c."givenName" || ' ' || c."familyName", 'DefaultCallToAction', t."locale",
                 jsonb_build_object(
                   'subject', t."subject",
                   'headline', replace(t."headline", ${NAME}, c."givenName"),
                   'text', CASE WHEN p."visible" = 1 THEN t."textOne" ELSE replace(t."textOther", ${COUNT}, p."visible"::text) END,
                   'closingText', t."closingText",
                   'callToActionHeadline', t."ctaHeadline",
                   'callToActionText', t."ctaText",
                   'callToActionLabel', t."ctaLabel",
                   'callToActionUrl', t."ctaUrl"),
                 'evaluationPublished'
          FROM per_consultant AS p
          JOIN "Consultant" AS c ON c."id" = p."consultantId"
          -- The consultant's language: the first spoken language the product speaks, else German.
          JOIN texts AS t ON t."locale" = coalesce(
            (SELECT l FROM unnest(c."languages") WITH ORDINALITY AS x(l, n) WHERE l IN ('de', 'fr', 'it', 'en') ORDER BY n LIMIT 1), 'de')
          WHERE c."email" IS NOT NULL AND c."state" <> 'disabled' AND p."visible" > 0
          RETURNING 1
        )
        SELECT coalesce(sum("total"), 0)::int AS "published",
               array_agg("consultantId") AS "consultantIds",
               (SELECT count(*) FROM mails)::int AS "mails"
        FROM per_consultant`;

      const consultantIds = result?.consultantIds ?? [];
      await refreshAggregatesForConsultants(tx, consultantIds);
      return { published: result?.published ?? 0, consultants: consultantIds.length, skipped: false };
    },
    // A backlog (after downtime, or the benchmark's million) takes longer than Prisma's 5 s default.
    { timeout: options.timeoutMs ?? 10 * 60_000, maxWait: 10_000 },
  );
}
