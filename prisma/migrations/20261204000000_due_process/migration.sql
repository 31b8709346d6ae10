-- Due process (issue 30, docs/product-rules.md#due-process): notices from anyone, one record of every
-- moderation decision, the statements of reasons sent, the consultant's dispute that goes through the
-- reviewer (with the reviewer's private evidence), and either side's appeal.
CREATE TYPE "ModerationSubject" AS ENUM ('review', 'comment', 'profile');
CREATE TYPE "NoticeReason" AS ENUM ('inappropriateContent', 'falsePresentationOfFacts', 'guidelineViolation', 'suspectedManipulation', 'otherReasons', 'personalDataOfOthers', 'insultOrThreat', 'illegalContent');
CREATE TYPE "NoticeStatus" AS ENUM ('unconfirmed', 'open', 'decided');
CREATE TYPE "DecisionOutcome" AS ENUM ('held', 'released', 'kept', 'edited', 'hidden', 'removed', 'restored', 'checked', 'disputeRejected');
CREATE TYPE "DecisionSource" AS ENUM ('rule', 'notice', 'consultant', 'moderator', 'appeal', 'deadline');
CREATE TYPE "StatementRecipient" AS ENUM ('reviewer', 'consultant', 'reporter');
CREATE TYPE "DisputeReason" AS ENUM ('notMyClient', 'falseFacts', 'other');
CREATE TYPE "DisputeStatus" AS ENUM ('screening', 'awaitingReviewer', 'answered', 'decided', 'rejected');
CREATE TYPE "AppealParty" AS ENUM ('reviewer', 'consultant');
CREATE TYPE "AppealStatus" AS ENUM ('open', 'decided');

CREATE TABLE "ModerationDecision" (
    "id" SERIAL NOT NULL,
    "subject" "ModerationSubject" NOT NULL,
    "evaluationId" UUID,
    "consultantId" INTEGER,
    "outcome" "DecisionOutcome" NOT NULL,
    "source" "DecisionSource" NOT NULL,
    "ground" VARCHAR(50) NOT NULL,
    "publicReason" VARCHAR(500),
    "note" VARCHAR(2000),
    "automated" BOOLEAN NOT NULL,
    "decidedById" VARCHAR(200),
    "decidedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appealedDecisionId" INTEGER,

    CONSTRAINT "ModerationDecision_pkey" PRIMARY KEY ("id"),
    -- A person decides unless a rule or a deadline did.
    CONSTRAINT "ModerationDecision_decider_check" CHECK ("automated" OR "decidedById" IS NOT NULL)
);
CREATE INDEX "ModerationDecision_decidedAt_idx" ON "ModerationDecision"("decidedAt");
CREATE INDEX "ModerationDecision_evaluationId_decidedAt_idx" ON "ModerationDecision"("evaluationId", "decidedAt");
CREATE INDEX "ModerationDecision_consultantId_decidedAt_idx" ON "ModerationDecision"("consultantId", "decidedAt");
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_evaluationId_fkey"
  FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_appealedDecisionId_fkey"
  FOREIGN KEY ("appealedDecisionId") REFERENCES "ModerationDecision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ModerationNotice" (
    "id" SERIAL NOT NULL,
    "subject" "ModerationSubject" NOT NULL,
    "evaluationId" UUID,
    "consultantId" INTEGER NOT NULL,
    "reason" "NoticeReason" NOT NULL,
    "explanation" VARCHAR(2000) NOT NULL,
    "reporterName" VARCHAR(200) NOT NULL,
    "reporterEmail" VARCHAR(254) NOT NULL,
    "reporterEmailKey" VARCHAR(254) NOT NULL,
    "locale" VARCHAR(5) NOT NULL,
    "goodFaith" BOOLEAN NOT NULL,
    "status" "NoticeStatus" NOT NULL DEFAULT 'unconfirmed',
    "confirmationTokenHash" CHAR(64),
    "confirmedAt" TIMESTAMPTZ(3),
    "decisionId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationNotice_pkey" PRIMARY KEY ("id"),
    -- A review or its comment names the review; a profile names none.
    CONSTRAINT "ModerationNotice_item_check" CHECK (("subject" = 'profile') = ("evaluationId" IS NULL)),
    CONSTRAINT "ModerationNotice_goodFaith_check" CHECK ("goodFaith")
);
CREATE INDEX "ModerationNotice_status_createdAt_idx" ON "ModerationNotice"("status", "createdAt");
CREATE INDEX "ModerationNotice_evaluationId_idx" ON "ModerationNotice"("evaluationId");
CREATE INDEX "ModerationNotice_consultantId_createdAt_idx" ON "ModerationNotice"("consultantId", "createdAt");
-- One open (or unconfirmed) notice per reporter and item.
CREATE UNIQUE INDEX "ModerationNotice_one_open_per_reporter" ON "ModerationNotice"
  ("reporterEmailKey", "subject", "consultantId", COALESCE("evaluationId", '00000000-0000-0000-0000-000000000000'::uuid))
  WHERE "status" <> 'decided';
ALTER TABLE "ModerationNotice" ADD CONSTRAINT "ModerationNotice_evaluationId_fkey"
  FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ModerationNotice" ADD CONSTRAINT "ModerationNotice_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ModerationNotice" ADD CONSTRAINT "ModerationNotice_decisionId_fkey"
  FOREIGN KEY ("decisionId") REFERENCES "ModerationDecision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "StatementOfReasons" (
    "id" SERIAL NOT NULL,
    "decisionId" INTEGER NOT NULL,
    "recipient" "StatementRecipient" NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "locale" VARCHAR(5) NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "emailMessageId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatementOfReasons_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "StatementOfReasons_tokenHash_key" ON "StatementOfReasons"("tokenHash");
CREATE INDEX "StatementOfReasons_decisionId_idx" ON "StatementOfReasons"("decisionId");
ALTER TABLE "StatementOfReasons" ADD CONSTRAINT "StatementOfReasons_decisionId_fkey"
  FOREIGN KEY ("decisionId") REFERENCES "ModerationDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "EvaluationDispute" (
    "id" SERIAL NOT NULL,
    "evaluationId" UUID NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "reason" "DisputeReason" NOT NULL,
    "explanation" VARCHAR(2000) NOT NULL,
    "status" "DisputeStatus" NOT NULL DEFAULT 'screening',
    "reviewerAskedAt" TIMESTAMPTZ(3),
    "answerDueAt" TIMESTAMPTZ(3),
    "reminderSentAt" TIMESTAMPTZ(3),
    "reviewerTokenHash" CHAR(64),
    "consultationDate" DATE,
    "consultationSubject" VARCHAR(500),
    "reviewerAnswer" VARCHAR(4000),
    "reviewerAnsweredAt" TIMESTAMPTZ(3),
    "summaryForConsultant" VARCHAR(2000),
    "decisionId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EvaluationDispute_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "EvaluationDispute_evaluationId_key" ON "EvaluationDispute"("evaluationId");
CREATE UNIQUE INDEX "EvaluationDispute_reviewerTokenHash_key" ON "EvaluationDispute"("reviewerTokenHash");
CREATE INDEX "EvaluationDispute_status_answerDueAt_idx" ON "EvaluationDispute"("status", "answerDueAt");
CREATE INDEX "EvaluationDispute_consultantId_createdAt_idx" ON "EvaluationDispute"("consultantId", "createdAt");
ALTER TABLE "EvaluationDispute" ADD CONSTRAINT "EvaluationDispute_evaluationId_fkey"
  FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationDispute" ADD CONSTRAINT "EvaluationDispute_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationDispute" ADD CONSTRAINT "EvaluationDispute_decisionId_fkey"
  FOREIGN KEY ("decisionId") REFERENCES "ModerationDecision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "DisputeEvidence" (
    "id" SERIAL NOT NULL,
    "disputeId" INTEGER NOT NULL,
    "fileName" VARCHAR(255) NOT NULL,
    "mediaType" VARCHAR(100) NOT NULL,
    "data" BYTEA NOT NULL,
    "deleteAfter" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DisputeEvidence_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "DisputeEvidence_disputeId_idx" ON "DisputeEvidence"("disputeId");
CREATE INDEX "DisputeEvidence_deleteAfter_idx" ON "DisputeEvidence"("deleteAfter");
ALTER TABLE "DisputeEvidence" ADD CONSTRAINT "DisputeEvidence_disputeId_fkey"
  FOREIGN KEY ("disputeId") REFERENCES "EvaluationDispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ModerationAppeal" (
    "id" SERIAL NOT NULL,
    "decisionId" INTEGER NOT NULL,
    "party" "AppealParty" NOT NULL,
    "text" VARCHAR(2000) NOT NULL,
    "status" "AppealStatus" NOT NULL DEFAULT 'open',
    "outcomeDecisionId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationAppeal_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ModerationAppeal_decisionId_party_key" ON "ModerationAppeal"("decisionId", "party");
CREATE INDEX "ModerationAppeal_status_createdAt_idx" ON "ModerationAppeal"("status", "createdAt");
ALTER TABLE "ModerationAppeal" ADD CONSTRAINT "ModerationAppeal_decisionId_fkey"
  FOREIGN KEY ("decisionId") REFERENCES "ModerationDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;
