-- A consultant comment removed by moderation is kept with its decision while the decision can be
-- appealed, so that a reversal puts it back (lib/moderation/notices.ts unrestrict); the daily job
-- clears it once the appeal window closed with no appeal open (lib/moderation/forget-removed-comments.ts).
ALTER TABLE "ModerationDecision" ADD COLUMN "removedComment" VARCHAR(500), ADD COLUMN "removedCommentDate" TIMESTAMPTZ(3);

-- The job looks only at decisions still holding a comment.
CREATE INDEX "ModerationDecision_removedComment_idx" ON "ModerationDecision" ("decidedAt") WHERE "removedComment" IS NOT NULL;
