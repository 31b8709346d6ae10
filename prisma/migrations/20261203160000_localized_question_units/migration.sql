-- A question's prefix and suffix (its unit: "CHF", "Jahre") in the four languages (issue 31, item 4):
-- until now one German text that fr, it and en showed as it was. Today's values become
-- { de, en, fr, it }: the known units with their translations, language-neutral ones (CHF, %) in all
-- four, any other with its German text only (the pages show German where a language is missing,
-- until an administrator translates it). The answers' snapshots of the question move the same way,
-- so that a summary shows the unit in the reader's language too.
CREATE FUNCTION pg_temp.localized_unit(unit TEXT) RETURNS JSONB LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN unit IS NULL OR btrim(unit) = '' THEN NULL
    ELSE coalesce(
      (SELECT jsonb_build_object('de', btrim(unit), 'en', u.en, 'fr', u.fr, 'it', u.it)
         FROM (VALUES
           ('jahre', 'years', 'ans', 'anni'),
           ('jahr', 'year', 'an', 'anno'),
           ('monate', 'months', 'mois', 'mesi'),
           ('monat', 'month', 'mois', 'mese'),
           ('wochen', 'weeks', 'semaines', 'settimane'),
           ('tage', 'days', 'jours', 'giorni'),
           ('stunden', 'hours', 'heures', 'ore'),
           ('minuten', 'minutes', 'minutes', 'minuti'),
           ('personen', 'people', 'personnes', 'persone'),
           ('kunden', 'clients', 'clients', 'clienti'),
           ('mal', 'times', 'fois', 'volte'),
           ('chf', 'CHF', 'CHF', 'CHF'),
           ('fr.', 'CHF', 'CHF', 'CHF'),
           ('eur', 'EUR', 'EUR', 'EUR'),
           ('%', '%', '%', '%'),
           ('m²', 'm²', 'm²', 'm²')
         ) AS u(de, en, fr, it)
        WHERE u.de = lower(btrim(unit))),
      jsonb_build_object('de', btrim(unit), 'en', '', 'fr', '', 'it', ''))
  END
$$;

ALTER TABLE "QuestionDefinition" ADD COLUMN "prefixTexts" JSONB, ADD COLUMN "suffixTexts" JSONB;
UPDATE "QuestionDefinition"
   SET "prefixTexts" = pg_temp.localized_unit("prefix"), "suffixTexts" = pg_temp.localized_unit("suffix")
 WHERE "prefix" IS NOT NULL OR "suffix" IS NOT NULL;
ALTER TABLE "QuestionDefinition" DROP COLUMN "prefix", DROP COLUMN "suffix";
ALTER TABLE "QuestionDefinition" RENAME COLUMN "prefixTexts" TO "prefix";
ALTER TABLE "QuestionDefinition" RENAME COLUMN "suffixTexts" TO "suffix";

UPDATE "QuestionResult"
   SET "questionSnapshot" = "questionSnapshot"
       || jsonb_build_object('prefix', pg_temp.localized_unit("questionSnapshot" ->> 'prefix'),
                             'suffix', pg_temp.localized_unit("questionSnapshot" ->> 'suffix'))
 WHERE jsonb_typeof("questionSnapshot" -> 'prefix') = 'string' OR jsonb_typeof("questionSnapshot" -> 'suffix') = 'string';
DROP FUNCTION pg_temp.localized_unit(TEXT);
