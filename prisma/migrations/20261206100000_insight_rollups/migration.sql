-- The insights' monthly roll-up (issue 32, docs/architecture.md#insight-counters): the same counters summed per
-- consultant, month and kind. The peer median reads a year of 200 consultants; from the daily rows that is about
-- 160,000 rows (0.55 s), from whole months and the two cut months' days a tenth of it.
--
-- Kept in step by the database, not by the writers: statement-level triggers with transition tables add what
-- every INSERT, UPDATE or DELETE of "InsightCounter" changed, set-based in the same statement and transaction,
-- so no writer (the view buffer, the counted events, a test, a later job) can forget it. TRUNCATE is not
-- followed: whoever empties the daily counters empties this table too.
CREATE TABLE "InsightMonthCounter" (
  "consultantId" INTEGER NOT NULL,
  -- The first day of the Swiss month.
  "month" DATE NOT NULL,
  "kind" "InsightKind" NOT NULL,
  "n" INTEGER NOT NULL,
  CONSTRAINT "InsightMonthCounter_pkey" PRIMARY KEY ("consultantId", "month", "kind"),
  CONSTRAINT "InsightMonthCounter_month_check" CHECK ("month" = date_trunc('month', "month")::date),
  CONSTRAINT "InsightMonthCounter_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "InsightMonthCounter" ("consultantId", "month", "kind", "n")
SELECT "consultantId", date_trunc('month', "day")::date, "kind", sum("n")
FROM "InsightCounter"
GROUP BY 1, 2, 3;

-- Adds the difference a statement made: new rows count positive, old rows negative (an UPDATE has both), summed
-- per month. Rows are upserted in key order, so that two servers' concurrent flushes lock them in the same order.
CREATE FUNCTION "insight_month_counter_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "InsightMonthCounter" ("consultantId", "month", "kind", "n")
    SELECT "consultantId", date_trunc('month', "day")::date, "kind", sum("n") FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("consultantId", "month", "kind") DO UPDATE SET "n" = "InsightMonthCounter"."n" + excluded."n";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "InsightMonthCounter" ("consultantId", "month", "kind", "n")
    SELECT "consultantId", date_trunc('month', "day")::date, "kind", sum("n")
    FROM (SELECT "consultantId", "day", "kind", "n" FROM new_rows UNION ALL SELECT "consultantId", "day", "kind", -"n" FROM old_rows) AS d
    GROUP BY 1, 2, 3 HAVING sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("consultantId", "month", "kind") DO UPDATE SET "n" = "InsightMonthCounter"."n" + excluded."n";
  ELSE
    UPDATE "InsightMonthCounter" AS m SET "n" = m."n" - d."n"
    FROM (SELECT "consultantId", date_trunc('month', "day")::date AS "month", "kind", sum("n") AS "n" FROM old_rows GROUP BY 1, 2, 3) AS d
    WHERE m."consultantId" = d."consultantId" AND m."month" = d."month" AND m."kind" = d."kind";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "InsightCounter_month_insert" AFTER INSERT ON "InsightCounter"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insight_month_counter_follow"();
CREATE TRIGGER "InsightCounter_month_update" AFTER UPDATE ON "InsightCounter"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insight_month_counter_follow"();
CREATE TRIGGER "InsightCounter_month_delete" AFTER DELETE ON "InsightCounter"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insight_month_counter_follow"();

-- The peer groups of the insights' median: the active consultants of a canton with one of a set of topics, counted,
-- and the first of them in a fixed hash order (the sample the median is taken over). Every consultant of the canton
-- with the same topics has the same group; finding it probes each consultant of the canton (about 25 ms in a large
-- canton), so a group found is kept for an hour and shared by all of them (lib/insights/peer-group.ts).
CREATE TABLE "InsightPeerGroup" (
  "canton" "Canton" NOT NULL,
  -- The topics' ids in ascending order, joined by commas ("2,5,7").
  "topics" TEXT NOT NULL,
  "members" INTEGER NOT NULL,
  "sample" INTEGER[] NOT NULL,
  "computedAt" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "InsightPeerGroup_pkey" PRIMARY KEY ("canton", "topics")
);
