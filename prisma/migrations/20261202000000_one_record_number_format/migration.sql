-- One number format per kind (lib/records/record-number.ts). Records created before this migration
-- carried "B000501" (consultants) and "F000051" (companies) beside the seeded "C-000001" and "F-0001".
-- They are renumbered after the highest number already in the new format, in creation order, so no
-- renumbered record can collide with an existing one.
WITH base AS (
  SELECT coalesce(max(substring("number" from 3)::int), 0) AS highest FROM "Consultant" WHERE "number" ~ '^C-[0-9]{1,9}$'
), legacy AS (
  SELECT "id", row_number() OVER (ORDER BY "id") AS rn FROM "Consultant" WHERE "number" ~ '^B[0-9]{6}$'
)
UPDATE "Consultant" AS c SET "number" = 'C-' || lpad((base.highest + legacy.rn)::text, 6, '0')
FROM legacy, base WHERE c."id" = legacy."id";

WITH base AS (
  SELECT coalesce(max(substring("number" from 3)::int), 0) AS highest FROM "Company" WHERE "number" ~ '^F-[0-9]{1,9}$'
), legacy AS (
  SELECT "id", row_number() OVER (ORDER BY "id") AS rn FROM "Company" WHERE "number" ~ '^F[0-9]{6}$'
)
UPDATE "Company" AS c SET "number" = 'F-' || lpad((base.highest + legacy.rn)::text, 4, '0')
FROM legacy, base WHERE c."id" = legacy."id";

-- Sales agents' numbers were typed by staff in any form; from now on the form accepts only S-0001.
WITH base AS (
  SELECT coalesce(max(substring("number" from 3)::int), 0) AS highest FROM "SalesAgent" WHERE "number" ~ '^S-[0-9]{1,9}$'
), legacy AS (
  SELECT "id", row_number() OVER (ORDER BY "id") AS rn FROM "SalesAgent" WHERE "number" !~ '^S-[0-9]{4,9}$'
)
UPDATE "SalesAgent" AS s SET "number" = 'S-' || lpad((base.highest + legacy.rn)::text, 4, '0')
FROM legacy, base WHERE s."id" = legacy."id";
