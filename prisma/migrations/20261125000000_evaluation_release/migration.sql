-- The release job at a backlog of a million due evaluations (lib/evaluations/publish-due-evaluations.ts,
-- measured with bench/release-job.ts).
--
-- 1. Publishing an evaluation becomes a HOT update. PostgreSQL 15 writes a new entry into every
--    index of the table for each updated row as soon as one indexed column (or a column of a
--    partial index's predicate) changes, unless none does and the new version fits on the same
--    page. "state" was in two indexes, so publishing a million rows meant five million index
--    insertions and about 2 GB of WAL. Now no index of "Evaluation" mentions "state" or
--    "publishedAt", and half of each page is kept free for the published version of its rows.
-- 2. What is waiting for release lives in its own narrow table, "EvaluationRelease", kept by
--    triggers (so that no write path, SQL by hand included, can forget it): the job finds its work
--    there instead of in a partial index on "state".
-- 3. Consultants and companies keep the sum of the ratings next to their count, so the job adds
--    what it published instead of recomputing every evaluation of every touched consultant.

-- ---------------------------------------------------------------- 1. Evaluation indexes and fillfactor

-- The consultant's evaluations newest first (public list, owner list, statistics). Without "state":
-- almost every evaluation of a consultant is published (only the last two weeks are in review), so
-- filtering the published ones on the heap costs next to nothing.
DROP INDEX "Evaluation_consultantId_state_dateOfCreation_idx";
CREATE INDEX "Evaluation_consultantId_dateOfCreation_idx" ON "Evaluation"("consultantId", "dateOfCreation" DESC);

-- Replaced by "EvaluationRelease" below.
DROP INDEX "Evaluation_releaseAt_inReview_idx";

-- Room on each page for the published version of every row on it: an evaluation is published once,
-- and rows created together are released together. Applies to pages written from now on; an
-- existing table takes it with VACUUM FULL or pg_repack in a maintenance window.
ALTER TABLE "Evaluation" SET (fillfactor = 50);

-- ---------------------------------------------------------------- 2. EvaluationRelease

-- One row per evaluation created in review, until the release job has passed its release date.
-- As narrow as possible (the job deletes a million of them after downtime). No foreign key: the job
-- deletes a row whatever became of its evaluation (published early, deleted), and a key check
-- would lock every new evaluation a second time.
CREATE TABLE "EvaluationRelease" (
    "evaluationId" UUID NOT NULL,
    "releaseAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "EvaluationRelease_pkey" PRIMARY KEY ("evaluationId")
);
CREATE INDEX "EvaluationRelease_releaseAt_idx" ON "EvaluationRelease"("releaseAt");

-- New evaluations: one set-based insert per statement, from the transition table.
CREATE FUNCTION "evaluation_release_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
  SELECT "id", "releaseAt" FROM "evaluation_release_new" WHERE "state" = 'inReview';
  RETURN NULL;
END
$$;
CREATE TRIGGER "Evaluation_release_insert" AFTER INSERT ON "Evaluation"
  REFERENCING NEW TABLE AS "evaluation_release_new" FOR EACH STATEMENT EXECUTE FUNCTION "evaluation_release_enqueue"();

-- An edit in review that moves the release date (good <-> bad rating) moves the queue entry, and
-- recreates it should it be gone. Per row and only when "releaseAt" is assigned and changes: the
-- release job's own UPDATE does not assign it, so it never fires there.
CREATE FUNCTION "evaluation_release_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
  VALUES (NEW."id", NEW."releaseAt")
  ON CONFLICT ("evaluationId") DO UPDATE SET "releaseAt" = EXCLUDED."releaseAt";
  RETURN NULL;
END
$$;
CREATE TRIGGER "Evaluation_release_move" AFTER UPDATE OF "releaseAt" ON "Evaluation"
  FOR EACH ROW WHEN (NEW."state" = 'inReview' AND OLD."releaseAt" IS DISTINCT FROM NEW."releaseAt")
  EXECUTE FUNCTION "evaluation_release_move"();

-- Rebuilds the queue from the evaluations (after writes that bypassed the triggers, e.g. a
-- data-only restore with triggers disabled): SELECT evaluation_release_rebuild();
CREATE FUNCTION "evaluation_release_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "EvaluationRelease";
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt")
  SELECT "id", "releaseAt" FROM "Evaluation" WHERE "state" = 'inReview';
$$;

SELECT "evaluation_release_rebuild"();

-- ---------------------------------------------------------------- 3. Rating sums

-- ratingAverage = round(ratingSum / ratingCount, 2).
ALTER TABLE "Consultant" ADD COLUMN "ratingSum" DECIMAL(14,2) NOT NULL DEFAULT 0;
ALTER TABLE "Company" ADD COLUMN "ratingSum" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- Recomputed with the other figures (as lib/evaluations/aggregates.ts does), so that they agree
-- from the start.
UPDATE "Consultant" AS c
SET "ratingSum" = coalesce(s."sum", 0), "ratingCount" = coalesce(s."count", 0),
    "ratingAverage" = coalesce(round(s."sum" / nullif(s."count", 0), 2), 0),
    "evaluationCount" = coalesce(s."evaluations", 0)
FROM "Consultant" AS k
LEFT JOIN (
  SELECT "consultantId",
         sum("overallRating") FILTER (WHERE "state" = 'published') AS "sum",
         (count(*) FILTER (WHERE "state" = 'published'))::int AS "count",
         count(*)::int AS "evaluations"
  FROM "Evaluation" WHERE "hiddenAt" IS NULL GROUP BY 1
) AS s ON s."consultantId" = k."id"
WHERE k."id" = c."id";

UPDATE "Company" AS co
SET "ratingSum" = coalesce(s."sum", 0), "ratingCount" = coalesce(s."count", 0),
    "ratingAverage" = coalesce(round(s."sum" / nullif(s."count", 0), 2), 0)
FROM "Company" AS k
LEFT JOIN (
  SELECT m."companyId", sum(e."overallRating") AS "sum", count(*)::int AS "count"
  FROM "Consultant" AS m JOIN "Evaluation" AS e ON e."consultantId" = m."id"
  WHERE m."companyLinkState" IN ('accepted', 'administrator') AND m."state" <> 'disabled'
    AND e."state" = 'published' AND e."hiddenAt" IS NULL
  GROUP BY 1
) AS s ON s."companyId" = k."id"
WHERE k."id" = co."id";
