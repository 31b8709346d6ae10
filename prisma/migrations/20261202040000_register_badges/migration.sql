-- Register badges (issue 19, item 4): the public registers a platform administrator checked for a
-- consultant (FinSA client adviser register, FINMA's insurance intermediary register, a FINMA
-- licence, an ombudsman office, a self-regulatory organisation), shown on the profile and the cards.
CREATE TYPE "RegisterKind" AS ENUM ('fidlegAdviser', 'insuranceIntermediary', 'finmaLicence', 'ombudsman', 'selfRegulatoryOrganisation');

CREATE TABLE "ConsultantRegistration" (
    "id" SERIAL NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "kind" "RegisterKind" NOT NULL,
    "identifier" VARCHAR(100) NOT NULL,
    "registrar" VARCHAR(200),
    "checkedOn" DATE NOT NULL,
    "checkedByUserId" VARCHAR(200) NOT NULL,
    "checkedByEmail" VARCHAR(254) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ConsultantRegistration_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ConsultantRegistration_consultantId_kind_key" ON "ConsultantRegistration"("consultantId", "kind");
ALTER TABLE "ConsultantRegistration" ADD CONSTRAINT "ConsultantRegistration_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Registered advisers" is a search filter: a flag on the consultant, so that the search can read it
-- from the small partial indexes below instead of probing the registrations of every candidate.
-- A trigger keeps it, so that no write path (the service, the seeds, SQL by hand) can forget it.
ALTER TABLE "Consultant" ADD COLUMN "registered" BOOLEAN NOT NULL DEFAULT false;

CREATE FUNCTION "consultant_registered_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY[NEW."consultantId"];
  ELSIF TG_OP = 'DELETE' THEN ids := ARRAY[OLD."consultantId"];
  ELSE ids := ARRAY[OLD."consultantId", NEW."consultantId"];
  END IF;
  UPDATE "Consultant" AS c
  SET "registered" = EXISTS (SELECT 1 FROM "ConsultantRegistration" AS r WHERE r."consultantId" = c."id")
  WHERE c."id" = ANY(ids)
    AND c."registered" IS DISTINCT FROM EXISTS (SELECT 1 FROM "ConsultantRegistration" AS r WHERE r."consultantId" = c."id");
  RETURN NULL;
END $$;

CREATE TRIGGER "ConsultantRegistration_registered_sync"
  AFTER INSERT OR DELETE OR UPDATE OF "consultantId" ON "ConsultantRegistration"
  FOR EACH ROW EXECUTE FUNCTION "consultant_registered_sync"();

-- The search with the filter (lib/search/search-consultants.ts): the same shapes as the indexes of
-- migration 20261126000000_search_indexes, restricted to registered profiles, so each stays small
-- and the filtered page is again a short index walk and its total an index-only count.
CREATE INDEX "Consultant_search_registered_rating_order_idx" ON "Consultant" (
  (CASE WHEN "state" = 'unclaimed' THEN 0 ELSE "ratingAverage" END) DESC,
  (CASE WHEN "state" = 'unclaimed' THEN 0 ELSE "ratingCount" END) DESC,
  "id"
) WHERE "state" <> 'disabled' AND "registered";
CREATE INDEX "Consultant_search_registered_position_idx" ON "Consultant" ("latitude", "longitude")
  INCLUDE ("id", "postalCode", "state", "ratingAverage", "ratingCount", "languages") WHERE "state" <> 'disabled' AND "registered";
CREATE INDEX "Consultant_search_registered_canton_idx" ON "Consultant" ("canton") INCLUDE ("id", "state", "ratingCount")
  WHERE "state" <> 'disabled' AND "registered";

-- Place names in the search's location field (issue 19, item 5): "zurich" finds "Zürich". The folding
-- is one immutable function, so that the place lookup and the autocomplete (lib/search/places.ts)
-- use an index instead of folding all 4,520 localities per request (measured: 32 ms → well under 1 ms).
-- It covers every accented letter of the gazetteer's place names; the browser side folds by Unicode.
CREATE FUNCTION "fold_place"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(translate($1, 'àáâäãåèéêëìíîïòóôöõùúûüçñÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN'))
$$;
CREATE INDEX "PostalLocality_place_folded_idx" ON "PostalLocality" ("fold_place"("place") text_pattern_ops);
