-- The consultant search on the large data set (lib/search/search-consultants.ts, measured with
-- `npm run bench`). The page and its total are two statements; each of these indexes serves one.
-- Disabled profiles never appear in a search, so every index here leaves them out.

-- The page in the rating order of spec section 9: an index in exactly the ORDER BY of
-- lib/search/consultant-cards.ts (ratingOrder), so the first page is a walk along the index that
-- stops after ten matching rows instead of sorting every match.
CREATE INDEX "Consultant_search_rating_order_idx" ON "Consultant" (
  (CASE WHEN "state" = 'unclaimed' THEN 0 ELSE "ratingAverage" END) DESC,
  (CASE WHEN "state" = 'unclaimed' THEN 0 ELSE "ratingCount" END) DESC,
  "id"
) WHERE "state" <> 'disabled';

-- The perimeter: every column its total, its filters and its rating order read is in the index, so
-- both the count and a small area's page are index-only scans of the bounding box, with no visit to
-- the wide table rows ("id" for the topic filter). Replaces the plain position index.
DROP INDEX "Consultant_latitude_longitude_idx";
CREATE INDEX "Consultant_search_position_idx" ON "Consultant" ("latitude", "longitude")
  INCLUDE ("id", "postalCode", "state", "ratingAverage", "ratingCount", "languages") WHERE "state" <> 'disabled';

-- The canton search's total, likewise.
DROP INDEX "Consultant_canton_idx";
CREATE INDEX "Consultant_search_canton_idx" ON "Consultant" ("canton") INCLUDE ("id", "state", "ratingCount") WHERE "state" <> 'disabled';

-- The name search: each alternative of its OR has an index, so PostgreSQL combines them in a bitmap.
-- (The given-name-first trigram index and the primary key exist already; companyId has its index.)
CREATE INDEX "Consultant_name_family_first_trgm_idx" ON "Consultant" USING GIN (lower("familyName" || ' ' || "givenName") gin_trgm_ops);
CREATE INDEX "Consultant_number_lower_idx" ON "Consultant" (lower("number"));

-- Lists sorted by name (the administration's default, the public grid's name order): with "id", the
-- index holds the whole ORDER BY, so a deep page is skipped inside the index without reading rows.
DROP INDEX "Consultant_familyName_givenName_idx";
CREATE INDEX "Consultant_familyName_givenName_id_idx" ON "Consultant" ("familyName", "givenName", "id");

-- Latitude and longitude are anything but independent (Switzerland is small and its people live in
-- clusters), so the planner, multiplying the two range selectivities, underestimated a bounding box
-- tenfold and chose a bitmap scan of the whole box over the walk along the rating order. A
-- multi-column MCV list lets it estimate the box as a whole.
CREATE STATISTICS "Consultant_position_stats" (mcv) ON "latitude", "longitude" FROM "Consultant";
ALTER STATISTICS "Consultant_position_stats" SET STATISTICS 500;

-- Every search narrows by place first (perimeter, canton, name), and its language filter then reads
-- "languages" from the position index above. The GIN index on it only misled the planner into
-- reading the 40 % of all profiles that speak a common language (measured: 4 ms of a 6 ms search).
-- The one on "tags" served no query (the tag filter compares lower-cased tags).
DROP INDEX "Consultant_languages_idx";
DROP INDEX "Consultant_tags_idx";
