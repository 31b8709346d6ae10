-- Every label says who vouches (docs/product-rules.md#evidence-and-the-verified-mark, issue 29 point 2).
-- An evaluation's evidence kind is the strongest of its evidence columns, derived by the database so
-- that no writer can claim more than the columns show:
--   platformChecked      an administrator checked it ("checkedByAdminAt")               ✓
--   disputeEvidence      in a dispute the reviewer showed the consultation               ✓
--   oneTimeCode          made with a one-time code the consultant issued                 (his invitation, not a proof of a customer)
--   consultantConfirmed  the consultant verified or answered it ("relationshipConfirmedAt")
--   none                 only the confirmed address
-- Existing evaluations get theirs from the columns they already have: nothing to copy.
-- Publishing stays a HOT update: no index names the new columns.

CREATE TYPE "EvaluationEvidence" AS ENUM ('none', 'consultantConfirmed', 'oneTimeCode', 'platformChecked', 'disputeEvidence');

-- Set by the coming dispute procedure (decisions.md, "Due process"); nothing writes it yet.
ALTER TABLE "Evaluation" ADD COLUMN "disputeEvidenceAt" TIMESTAMPTZ(3);

ALTER TABLE "Evaluation" ADD COLUMN "evidence" "EvaluationEvidence" NOT NULL GENERATED ALWAYS AS (
  CASE
    WHEN "checkedByAdminAt" IS NOT NULL THEN 'platformChecked'::"EvaluationEvidence"
    WHEN "disputeEvidenceAt" IS NOT NULL THEN 'disputeEvidence'::"EvaluationEvidence"
    WHEN "mandateConfirmedAt" IS NOT NULL THEN 'oneTimeCode'::"EvaluationEvidence"
    WHEN "relationshipConfirmedAt" IS NOT NULL THEN 'consultantConfirmed'::"EvaluationEvidence"
    ELSE 'none'::"EvaluationEvidence"
  END) STORED;

-- The spec's isVerified stays in the API: a one-time code or a check by the platform (an
-- administrator's, or a dispute's evidence). The public ✓ follows "evidence", not this flag.
ALTER TABLE "Evaluation" DROP COLUMN "isVerified";
ALTER TABLE "Evaluation" ADD COLUMN "isVerified" BOOLEAN NOT NULL
  GENERATED ALWAYS AS ("mandateConfirmedAt" IS NOT NULL OR "checkedByAdminAt" IS NOT NULL OR "disputeEvidenceAt" IS NOT NULL) STORED;
