-- One person, one profile; opt-outs that outlive the inviter (issue 29, points 6 and 9;
-- docs/product-rules.md#one-person-one-profile and #review-invitations).
--
-- NOTE on order: this migration sorts before 20261201… and 20261202… on a fresh database, so it uses
-- only tables of 20261122000000_init ("Consultant") and tables it creates itself; the copy of the
-- existing invitations' unsubscribe tokens is guarded (there are none on a fresh database).

-- The keys a probable duplicate is recognised by. Immutable SQL functions, so that the lookup
-- (lib/consultants/find-duplicate-profiles.ts) applies the very same function to the input and reads
-- expression indexes instead of normalising every profile per request.

-- A name without case, accents (NFD, combining marks dropped; ß as ss), spaces, hyphens, dots or
-- apostrophes: "Lukas Brünner", "lukas  BRUNNER" and "Lukas Brun-ner" give one key.
CREATE FUNCTION "profile_name_key"(text, text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT nullif(regexp_replace(regexp_replace(normalize(replace(lower($1 || ' ' || $2), 'ß', 'ss'), NFD), '[\u0300-\u036f]', '', 'g'),
                               '[[:space:].''’-]', '', 'g'), '')
$$;

-- A phone number as digits in international form: "079 123 45 67", "+41 79 123 45 67",
-- "0041 79 123 45 67" and "+41 (0)79 123 45 67" are all "+41791234567". Fewer than 6 digits is no number.
CREATE FUNCTION "profile_phone_key"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE
           WHEN length(p.d) < 6 THEN NULL
           WHEN p.plus THEN regexp_replace('+' || p.d, '^\+410', '+41')
           WHEN p.d LIKE '00%' THEN regexp_replace('+' || substr(p.d, 3), '^\+410', '+41')
           WHEN p.d LIKE '0%' THEN '+41' || substr(p.d, 2)
           ELSE '+' || p.d
         END
  FROM (SELECT regexp_replace(replace($1, '(0)', ''), '[^0-9]', '', 'g') AS d, ltrim($1) LIKE '+%' AS plus) AS p
$$;

-- A website as people read it (lib/profile-links/website.ts displayWebsite), lower-cased: no scheme,
-- no "www.", no query, fragment or trailing slash. The path stays: colleagues linking to their own
-- pages on one company site ("firma.ch/team/anna", "firma.ch/team/lukas") are different people.
CREATE FUNCTION "profile_website_key"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT nullif(rtrim(regexp_replace(split_part(split_part(lower(btrim($1)), '#', 1), '?', 1), '^([a-z][a-z0-9+.-]*://)?(www\.)?', ''), '/'), '')
$$;

-- Every state is searched (unclaimed, active, disabled): a profile whose owner deleted the account
-- is unclaimed and is exactly the one a clean slate would hide.
CREATE INDEX "Consultant_duplicate_name_idx" ON "Consultant" ("postalCode", "profile_name_key"("givenName", "familyName"));
CREATE INDEX "Consultant_duplicate_email_idx" ON "Consultant" (lower(btrim("publicEmail")));
CREATE INDEX "Consultant_duplicate_phone_idx" ON "Consultant" ("profile_phone_key"("phoneCellular"));
CREATE INDEX "Consultant_duplicate_website_idx" ON "Consultant" ("profile_website_key"("websiteUrl"));

-- The record of every merge (who, when, which ids, what moved) and the permanent redirect of the
-- merged profile's address. No foreign keys: the merged row is gone, and the record must outlive
-- a later erasure of the survivor (the redirect then ends in a 404).
CREATE TABLE "ConsultantMerge" (
    "id" SERIAL NOT NULL,
    "mergedConsultantId" INTEGER NOT NULL,
    "mergedNumber" VARCHAR(20) NOT NULL,
    "survivorConsultantId" INTEGER NOT NULL,
    "mergedByUserId" VARCHAR(200) NOT NULL,
    "mergedByEmail" VARCHAR(254) NOT NULL,
    "moved" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConsultantMerge_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ConsultantMerge_mergedConsultantId_key" ON "ConsultantMerge"("mergedConsultantId");
CREATE INDEX "ConsultantMerge_survivorConsultantId_idx" ON "ConsultantMerge"("survivorConsultantId");

-- Opt-outs belong to the address: every unsubscribe link ever sent resolves here, whoever sent it
-- and whether or not the invitation (deleted with the inviter's account) still exists. Only hashes.
CREATE TABLE "UnsubscribeLink" (
    "tokenHash" CHAR(64) NOT NULL,
    "emailKeyHash" CHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UnsubscribeLink_pkey" PRIMARY KEY ("tokenHash")
);

INSERT INTO "UnsubscribeLink" ("tokenHash", "emailKeyHash", "createdAt")
SELECT "unsubscribeTokenHash", "emailKeyHash", "createdAt" FROM "ReviewInvitation"
ON CONFLICT ("tokenHash") DO NOTHING;
