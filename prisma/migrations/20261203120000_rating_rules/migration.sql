-- The rating rules of issue 29 (docs/product-rules.md#holds, "One evaluation per mailbox and consultant"):
-- 1. one mailbox counts once per consultant: a newer confirmed evaluation after the earlier one's edit
--    window supersedes it; the earlier stays readable as "earlier rating by the same customer" and counts
--    in no figure;
-- 2. repeated texts, repeated reviewer names and a wave of negatives are new hold reasons;
-- 3. nearly the same comment is found with pg_trgm's similarity over a trigram index.
-- Publishing stays a HOT update (migration 20261125000000_evaluation_release): no index below names
-- "state" or "publishedAt", and the release job sets none of the indexed columns.
-- (Named 20261203… rather than 20261126…: it extends the enum of 20261201000000_trusted_ratings.)

ALTER TYPE "EvaluationHoldReason" ADD VALUE IF NOT EXISTS 'repeatedText';
ALTER TYPE "EvaluationHoldReason" ADD VALUE IF NOT EXISTS 'repeatedName';
ALTER TYPE "EvaluationHoldReason" ADD VALUE IF NOT EXISTS 'negativeWave';

-- ---------------------------------------------------------------- 1. superseded evaluations

-- The newer evaluation of the same mailbox that took this one's place in the figures. Deleting the newer
-- one (an administrator's erasure) lets the earlier count again.
ALTER TABLE "Evaluation" ADD COLUMN "supersededById" UUID;
ALTER TABLE "Evaluation" ADD CONSTRAINT "Evaluation_supersededById_fkey"
  FOREIGN KEY ("supersededById") REFERENCES "Evaluation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Evaluation" ADD CONSTRAINT "Evaluation_superseded_not_self_check" CHECK ("supersededById" <> "id");
-- Few rows: the foreign key's look-ups on delete, and the move when a replacement takes over.
CREATE INDEX "Evaluation_supersededById_idx" ON "Evaluation" ("supersededById") WHERE "supersededById" IS NOT NULL;

-- Evaluations confirmed before this rule: of one mailbox's confirmed evaluations of one consultant,
-- the last confirmed counts and the others become earlier ratings (the order of
-- lib/evaluations/one-per-mailbox.ts, settleMailboxes).
UPDATE "Evaluation" AS e SET "supersededById" = r."counted"
FROM (
  SELECT "id", first_value("id") OVER (
           PARTITION BY "consultantId", "customerEmailKey" ORDER BY "emailConfirmedAt" DESC, "dateOfCreation" DESC, "id" DESC) AS "counted"
  FROM "Evaluation" WHERE "emailConfirmedAt" IS NOT NULL
) AS r
WHERE e."id" = r."id" AND r."counted" <> e."id";

-- ---------------------------------------------------------------- 2. repeated texts

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Evaluation_comment_trgm_idx" ON "Evaluation" USING gin ("comment" gin_trgm_ops) WHERE "comment" IS NOT NULL;

-- ---------------------------------------------------------------- 3. figures without earlier ratings

UPDATE "Consultant" AS c SET
  "ratingCount" = coalesce(s."ratingCount", 0),
  "ratingSum" = coalesce(s."ratingSum", 0),
  "ratingAverage" = coalesce(round(s."ratingSum" / nullif(s."ratingCount", 0), 2), 0),
  "evaluationCount" = coalesce(s."evaluationCount", 0)
FROM "Consultant" AS k
LEFT JOIN (
  SELECT "consultantId",
         sum("overallRating") FILTER (WHERE "state" = 'published') AS "ratingSum",
         (count(*) FILTER (WHERE "state" = 'published'))::int AS "ratingCount",
         count(*)::int AS "evaluationCount"
  FROM "Evaluation"
  WHERE "hiddenAt" IS NULL AND "emailConfirmedAt" IS NOT NULL AND "supersededById" IS NULL
  GROUP BY 1
) AS s ON s."consultantId" = k."id"
WHERE k."id" = c."id" AND EXISTS (SELECT 1 FROM "Evaluation" AS x WHERE x."consultantId" = c."id" AND x."supersededById" IS NOT NULL);

UPDATE "Company" AS co SET
  "ratingCount" = coalesce(s."ratingCount", 0),
  "ratingSum" = coalesce(s."ratingSum", 0),
  "ratingAverage" = coalesce(round(s."ratingSum" / nullif(s."ratingCount", 0), 2), 0)
FROM "Company" AS k
LEFT JOIN (
  SELECT m."companyId", sum(e."overallRating") AS "ratingSum", count(*)::int AS "ratingCount"
  FROM "Consultant" AS m JOIN "Evaluation" AS e ON e."consultantId" = m."id"
  WHERE m."companyLinkState" IN ('accepted', 'administrator') AND m."state" = 'active'
    AND e."state" = 'published' AND e."hiddenAt" IS NULL AND e."supersededById" IS NULL
  GROUP BY 1
) AS s ON s."companyId" = k."id"
WHERE k."id" = co."id" AND EXISTS (
  SELECT 1 FROM "Consultant" AS m JOIN "Evaluation" AS x ON x."consultantId" = m."id"
  WHERE m."companyId" = co."id" AND x."supersededById" IS NOT NULL);
