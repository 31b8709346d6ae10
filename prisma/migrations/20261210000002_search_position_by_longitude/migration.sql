-- The perimeter search (lib/search/search-consultants.ts) on the benchmark data (issue 34).
-- Plans taken with EXPLAIN (ANALYZE) on a copy of the benchmark database, each statement timed
-- alone and serially (the app's parallel_setup_cost keeps these scans serial).

-- The box is a range scan on the index's first column that filters the second, so the first column
-- decides how many entries are read. Switzerland is wider than tall (about 350 by 220 km) and its
-- people live in a few east-west bands, so a longitude range holds fewer of them than a latitude
-- range of the same perimeter: for Zürich 50 km the longitude band holds 43,000 listed profiles,
-- the latitude band 65,000 (the box 35,000). Measured: Zürich 50 km's total 7.5 → 5.7 ms, Basel
-- 50 km's 6.1 → 5.0 ms; Lugano, whose latitude band is nearly empty, pays for it (its page 1.9 →
-- 3.1 ms). Same columns, same predicates otherwise.
DROP INDEX "Consultant_search_position_idx";
CREATE INDEX "Consultant_search_position_idx" ON "Consultant" ("longitude", "latitude")
  INCLUDE ("id", "postalCode", "state", "ratingAverage", "ratingCount", "languages") WHERE "state" <> 'disabled';
DROP INDEX "Consultant_search_registered_position_idx";
CREATE INDEX "Consultant_search_registered_position_idx" ON "Consultant" ("longitude", "latitude")
  INCLUDE ("id", "postalCode", "state", "ratingAverage", "ratingCount", "languages") WHERE "state" <> 'disabled' AND "registered";

-- Sorted by distance, the page's first rows come from the profiles nearest the centre in the plane
-- of degrees (the GiST point order, `<->`): the farthest of them bounds how far the page can reach,
-- and only the profiles within that bound get the exact distance and the sort. Without it, every
-- profile of the perimeter did (Basel 50 km: 15,302 distances and a sort, 7–10 ms; with it 0.3 ms).
-- Latitude and longitude are included for index-only scans (an index on an expression does not
-- cover its columns), and the other columns are those the filters read, as in the position index.
CREATE INDEX "Consultant_search_nearest_idx" ON "Consultant" USING gist (point("longitude", "latitude"))
  INCLUDE ("latitude", "longitude", "id", "postalCode", "state", "ratingAverage", "ratingCount", "languages") WHERE "state" <> 'disabled';
