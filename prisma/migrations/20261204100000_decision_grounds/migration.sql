-- A hold on several rules at once is one decision naming all of them (comma-separated keys, as the
-- statement of reasons lists them): seven hold reasons do not fit in 50 characters.
ALTER TABLE "ModerationDecision" ALTER COLUMN "ground" TYPE VARCHAR(200);
