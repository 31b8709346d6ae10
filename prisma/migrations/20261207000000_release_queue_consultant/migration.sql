-- The release job publishes the consultants in partitions at once ("consultantId" % n, each in its
-- own transaction: lib/evaluations/publish-due-evaluations.ts), and each partition dequeues only its
-- own consultants' entries, so that a partition that fails keeps its entries for the next run.
-- With the consultant in the queue that is one pass over the queue (0.5 s for 500,000 entries);
-- without it, a join with the evaluations the partition published (1.4 s; docs/benchmarks.md, 2026-11-29).

ALTER TABLE "EvaluationRelease" ADD COLUMN "consultantId" INTEGER;
UPDATE "EvaluationRelease" AS q SET "consultantId" = e."consultantId" FROM "Evaluation" AS e WHERE e."id" = q."evaluationId";
-- An entry whose evaluation is gone is stale: the job would drop it at its release date.
DELETE FROM "EvaluationRelease" WHERE "consultantId" IS NULL;
ALTER TABLE "EvaluationRelease" ALTER COLUMN "consultantId" SET NOT NULL;

CREATE OR REPLACE FUNCTION "evaluation_release_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt", "consultantId")
  SELECT "id", "releaseAt", "consultantId" FROM "evaluation_release_new"
  WHERE "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "heldAt" IS NULL;
  RETURN NULL;
END
$$;

-- As before, and an evaluation that moves to another consultant (merging two profiles,
-- lib/consultants/merge-consultants.ts) moves its entry to that consultant's partition.
CREATE OR REPLACE FUNCTION "evaluation_release_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" = 'inReview' AND NEW."emailConfirmedAt" IS NOT NULL AND NEW."heldAt" IS NULL THEN
    INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt", "consultantId")
    VALUES (NEW."id", NEW."releaseAt", NEW."consultantId")
    ON CONFLICT ("evaluationId") DO UPDATE SET "releaseAt" = EXCLUDED."releaseAt", "consultantId" = EXCLUDED."consultantId";
  ELSE
    DELETE FROM "EvaluationRelease" WHERE "evaluationId" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER "Evaluation_release_move" ON "Evaluation";
CREATE TRIGGER "Evaluation_release_move" AFTER UPDATE OF "releaseAt", "emailConfirmedAt", "heldAt", "consultantId" ON "Evaluation"
  FOR EACH ROW WHEN (NEW."state" = 'inReview' AND (
    OLD."releaseAt" IS DISTINCT FROM NEW."releaseAt"
    OR OLD."emailConfirmedAt" IS DISTINCT FROM NEW."emailConfirmedAt"
    OR OLD."heldAt" IS DISTINCT FROM NEW."heldAt"
    OR OLD."consultantId" IS DISTINCT FROM NEW."consultantId"))
  EXECUTE FUNCTION "evaluation_release_move"();

CREATE OR REPLACE FUNCTION "evaluation_release_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "EvaluationRelease";
  INSERT INTO "EvaluationRelease" ("evaluationId", "releaseAt", "consultantId")
  SELECT "id", "releaseAt", "consultantId" FROM "Evaluation"
  WHERE "state" = 'inReview' AND "emailConfirmedAt" IS NOT NULL AND "heldAt" IS NULL;
$$;
