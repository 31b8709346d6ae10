-- /transparency reads the holds by rule, the decisions on notices and those on disputes by their source
-- within the 12 months (lib/transparency/transparency-figures.ts), not every hold and release of the window.
CREATE INDEX "ModerationDecision_source_decidedAt_idx" ON "ModerationDecision" ("source", "decidedAt");
