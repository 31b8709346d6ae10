-- One open report per evaluation: the moderators decide once, and a consultant cannot flood the queue
-- (or the report inbox) by reporting the same evaluation again and again. Open duplicates from before
-- are closed as "kept" with a note naming the report they duplicate; nothing is deleted.
WITH ranked AS (
  SELECT "id", first_value("id") OVER (PARTITION BY "evaluationId" ORDER BY "createdAt", "id") AS first_id
  FROM "EvaluationReport" WHERE "status" = 'open'
)
UPDATE "EvaluationReport" AS r
SET "status" = 'kept', "decidedAt" = now(), "decisionReason" = 'Duplicate of report ' || ranked.first_id || ', which stays open.'
FROM ranked WHERE r."id" = ranked."id" AND ranked."id" <> ranked.first_id;

CREATE UNIQUE INDEX "EvaluationReport_one_open_per_evaluation" ON "EvaluationReport" ("evaluationId") WHERE "status" = 'open';
