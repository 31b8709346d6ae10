-- Trustworthy ratings (docs/product-rules.md, "Trust in ratings"):
-- 1. every evaluation's e-mail address is confirmed by a mailed link before it counts anywhere;
-- 2. each evaluation keeps its evidence: address confirmed, mandate confirmed by a one-time code,
--    relationship confirmed by the consultant, checked by an administrator; the public ✓ means a
--    code or an administrator's check, never the consultant's say-so alone;
-- 3. suspicious evaluations are held for moderation with their reasons, and every decision on them
--    is recorded with who and when;
-- 4. the duplicate rule compares a normalised address (case, +tag, Gmail dots);
-- 5. the networks evaluations come from, and that consultants sign in from, are kept only as keyed
--    hashes and only for 30 days.
-- Publishing stays a HOT update (migration 20261125000000_evaluation_release): no index below names
-- "state" or "publishedAt", and the partial indexes' predicates name columns the release job never sets.

CREATE TYPE "EvaluationHoldReason" AS ENUM ('burst', 'sharedNetwork', 'consultantDomain', 'consultantNetwork');
CREATE TYPE "ModerationAction" AS ENUM ('release', 'publishNow', 'hide', 'verify');

-- ---------------------------------------------------------------- 1. confirmed addresses

ALTER TABLE "Evaluation"
  ADD COLUMN "emailConfirmedAt" TIMESTAMPTZ(3),
  ADD COLUMN "confirmationTokenHash" CHAR(64),
  ADD COLUMN "mandateConfirmedAt" TIMESTAMPTZ(3),
  ADD COLUMN "relationshipConfirmedAt" TIMESTAMPTZ(3),
  ADD COLUMN "checkedByAdminAt" TIMESTAMPTZ(3),
  ADD COLUMN "holdReasons" "EvaluationHoldReason"[] NOT NULL DEFAULT '{}',
  ADD COLUMN "heldAt" TIMESTAMPTZ(3),
  ADD COLUMN "networkHash" CHAR(64);

-- The mailbox an address reaches: lower case (the column is), without a "+tag", Gmail without dots.
-- Generated, so that every writer gets it right; lib/evaluations/customer-email.ts (emailKey) computes
-- the same for lookups and must stay in step.
ALTER TABLE "Evaluation" ADD COLUMN "customerEmailKey" VARCHAR(254) NOT NULL GENERATED ALWAYS AS (
  CASE
    WHEN split_part("customerEmail", '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part("customerEmail", '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part("customerEmail", '@', 1), '+', 1) || '@' || split_part("customerEmail", '@', 2)
  END) STORED;

-- Evaluations written before confirmation existed were accepted under the old rules and are kept as
-- they were (nothing public may be lost): their addresses count as confirmed on their creation date.
UPDATE "Evaluation" SET "emailConfirmedAt" = "dateOfCreation";

-- Evidence of the old single flag: a spent code was a mandate; otherwise the consultant verified
-- (or answered, which verified).
UPDATE "Evaluation" AS e SET "mandateConfirmedAt" = v."spentAt"
FROM "VerificationCode" AS v WHERE v."evaluationId" = e."id" AND e."isVerified";
UPDATE "Evaluation" SET "relationshipConfirmedAt" = coalesce("consultantCommentDate", "date")
WHERE "isVerified" AND "mandateConfirmedAt" IS NULL;

-- The ✓ is derived from the evidence, so no writer can set it on its own.
ALTER TABLE "Evaluation" DROP COLUMN "isVerified";
ALTER TABLE "Evaluation" ADD COLUMN "isVerified" BOOLEAN NOT NULL
  GENERATED ALWAYS AS ("mandateConfirmedAt" IS NOT NULL OR "checkedByAdminAt" IS NOT NULL) STORED;

ALTER TABLE "Evaluation"
  ADD CONSTRAINT "Evaluation_confirmation_check" CHECK ("emailConfirmedAt" IS NULL OR "confirmationTokenHash" IS NULL),
  ADD CONSTRAINT "Evaluation_unconfirmed_in_review_check" CHECK ("emailConfirmedAt" IS NOT NULL OR "state" = 'inReview'),
  ADD CONSTRAINT "Evaluation_held_in_review_check" CHECK ("heldAt" IS NULL OR "state" = 'inReview'),
  ADD CONSTRAINT "Evaluation_held_reason_check" CHECK ("heldAt" IS NULL OR cardinality("holdReasons") > 0);

-- The duplicate rule: a consultant's confirmed evaluations by normalised address.
DROP INDEX "Evaluation_consultantId_customerEmail_idx";
CREATE INDEX "Evaluation_consultantId_customerEmailKey_idx" ON "Evaluation" ("consultantId", "customerEmailKey");
-- The confirmation mails one address received today (a cap, so nobody can mail-bomb an address).
CREATE INDEX "Evaluation_customerEmailKey_dateOfCreation_idx" ON "Evaluation" ("customerEmailKey", "dateOfCreation");
-- The moderation queue lists every evaluation newest first with the id as tie-breaker: with the id in
-- the index, a page is a walk that stops after 25 rows instead of a sort of every evaluation of a day
-- (a day's import, or a backlog, shares one creation time). It serves every range query of the old one.
DROP INDEX "Evaluation_dateOfCreation_idx";
CREATE INDEX "Evaluation_dateOfCreation_id_idx" ON "Evaluation" ("dateOfCreation" DESC, "id");
-- The clean-up of unconfirmed evaluations after the edit window: few rows, found without a scan.
CREATE INDEX "Evaluation_unconfirmed_idx" ON "Evaluation" ("dateOfCreation") WHERE "emailConfirmedAt" IS NULL;
-- The moderation queue's held evaluations and the dashboard's held count.
CREATE INDEX "Evaluation_held_idx" ON "Evaluation" ("heldAt" DESC) WHERE "heldAt" IS NOT NULL;
-- The queue's rare states and evidence, newest first: without them a filter that matches few rows
-- would walk every evaluation to fill a page.
CREATE INDEX "Evaluation_hidden_idx" ON "Evaluation" ("dateOfCreation" DESC, "id") WHERE "hiddenAt" IS NOT NULL;
CREATE INDEX "Evaluation_checked_idx" ON "Evaluation" ("dateOfCreation" DESC, "id") WHERE "checkedByAdminAt" IS NOT NULL;
-- Network hashes to forget after 30 days.
CREATE INDEX "Evaluation_networkHash_idx" ON "Evaluation" ("dateOfCreation") WHERE "networkHash" IS NOT NULL;

-- ---------------------------------------------------------------- 2. the release queue

-- Only confirmed evaluations that are not held wait for release: the job's queue holds nothing
-- else, so the job needs no further condition to find its work (it checks both all the same).
CREATE OR REPLACE FUNCTION "evaluation_release_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
  SELECT "id", "releaseAt" FROM "evaluation_release_new"
  WHERE "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "heldAt" IS NULL;
  RETURN NULL;
END
$$;

-- Confirming, holding, releasing a hold and moving the release date put the evaluation into the
-- queue or take it out. The release job's own UPDATE sets none of these columns, so it never fires.
CREATE OR REPLACE FUNCTION "evaluation_release_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" = 'inReview' AND NEW."emailConfirmedAt" IS NOT NULL AND NEW."heldAt" IS NULL THEN
    INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
    VALUES (NEW."id", NEW."releaseAt")
    ON CONFLICT ("evaluationId") DO UPDATE SET "releaseAt" = EXCLUDED."releaseAt";
  ELSE
    DELETE FROM "EvaluationRelease" WHERE "evaluationId" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER "Evaluation_release_move" ON "Evaluation";
CREATE TRIGGER "Evaluation_release_move" AFTER UPDATE OF "releaseAt", "emailConfirmedAt", "heldAt" ON "Evaluation"
  FOR EACH ROW WHEN (NEW."state" = 'inReview' AND (
    OLD."releaseAt" IS DISTINCT FROM NEW."releaseAt"
    OR OLD."emailConfirmedAt" IS DISTINCT FROM NEW."emailConfirmedAt"
    OR OLD."heldAt" IS DISTINCT FROM NEW."heldAt"))
  EXECUTE FUNCTION "evaluation_release_move"();

CREATE OR REPLACE FUNCTION "evaluation_release_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "EvaluationRelease";
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
  SELECT "id", "releaseAt" FROM "Evaluation"
  WHERE "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "heldAt" IS NULL;
$$;

-- ---------------------------------------------------------------- 3. moderation decisions

CREATE TABLE "EvaluationModeration" (
    "id" SERIAL NOT NULL,
    "evaluationId" UUID NOT NULL,
    "action" "ModerationAction" NOT NULL,
    "reason" VARCHAR(500),
    "decidedById" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EvaluationModeration_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "EvaluationModeration_evaluationId_createdAt_idx" ON "EvaluationModeration" ("evaluationId", "createdAt");
ALTER TABLE "EvaluationModeration" ADD CONSTRAINT "EvaluationModeration_evaluationId_fkey"
  FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------- 4. networks consultants sign in from

CREATE TABLE "SignInNetwork" (
    "userId" TEXT NOT NULL,
    "networkHash" CHAR(64) NOT NULL,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SignInNetwork_pkey" PRIMARY KEY ("userId", "networkHash")
);
CREATE INDEX "SignInNetwork_lastSeenAt_idx" ON "SignInNetwork" ("lastSeenAt");
ALTER TABLE "SignInNetwork" ADD CONSTRAINT "SignInNetwork_userId_fkey"
  FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------- 5. aggregates

-- evaluationCount counts confirmed evaluations only (unconfirmed ones count nowhere).
UPDATE "Consultant" AS c SET "evaluationCount" = coalesce(s."n", 0)
FROM "Consultant" AS k
LEFT JOIN (
  SELECT "consultantId", count(*)::int AS "n" FROM "Evaluation"
  WHERE "hiddenAt" IS NULL AND "emailConfirmedAt" IS NOT NULL GROUP BY 1
) AS s ON s."consultantId" = k."id"
WHERE k."id" = c."id" AND c."evaluationCount" IS DISTINCT FROM coalesce(s."n", 0);
