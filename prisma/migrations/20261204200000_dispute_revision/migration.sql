-- The reviewer's own revision in a dispute (issue 30, docs/product-rules.md#disputes): the answer may carry
-- a new text for the review, which replaces the review's comment when a moderator decides "edited".
ALTER TABLE "EvaluationDispute" ADD COLUMN "revisedComment" VARCHAR(500);
