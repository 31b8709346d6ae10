// `npm run db:seed:large`: the benchmark data set (100,000 consultants, 1,000,000 evaluations,
// 1,000 companies) in a database of its own, named by BENCH_DATABASE_URL.
//
//   BENCH_DATABASE_URL=postgresql://postgres@localhost:5432/beraterwahl_bench npm run db:seed:large
//   options: --consultants=N --evaluations=N --companies=N (or BENCH_CONSULTANTS, …), --reset
//
// Everything after the reference data is generated inside PostgreSQL (INSERT … SELECT over
// generate_series, random() seeded with setseed), so no row travels through Node and the run
// takes minutes, not hours. The data is plausible rather than rich:
// - QuestionResult rows are left out (per-answer rows would multiply the volume by ten and no
//   benchmarked query reads them); every evaluation has its category ratings, and its overall
//   rating is their mean, as the scoring rule makes it.
// - About a third of the evaluations were created in the last 16 days and are still in review;
//   their release dates lie around now, many already passed, so the release job has work.
// - Some consultants collect thousands of evaluations (the rating-count filters need them).
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrate } from "@/lib/db/migrate";
import { createPrismaClient } from "@/lib/db/create-client";
import { config } from "@/lib/config";
import { settleMailboxes } from "@/lib/evaluations/one-per-mailbox";
import { refreshCompanyAggregates, refreshConsultantAggregates } from "@/lib/consultants/aggregates";
import { seedReference } from "./seed/reference";
import * as D from "./seed/data";

type Options = { url: string; consultants: number; evaluations: number; companies: number; reset: boolean };

const SEED = 0.4242;

function readOptions(): Options {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error(
      "BENCH_DATABASE_URL is not set. The benchmark data needs a database of its own, e.g.\n" +
        "  BENCH_DATABASE_URL=postgresql://postgres@localhost:5432/beraterwahl_bench npm run db:seed:large",
    );
    process.exit(1);
  }
  if (!/^postgres(?:ql)?:\/\//.test(url)) {
    console.error("BENCH_DATABASE_URL must be a postgresql:// URL");
    process.exit(1);
  }
  const app = process.env.DATABASE_URL;
  if (app && sameDatabase(app, url)) {
    console.error("BENCH_DATABASE_URL points at the application database (DATABASE_URL); use a database of its own");
    process.exit(1);
  }
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const count = (name: string, env: string, fallback: number) => {
    const raw = arg(name) ?? process.env[env];
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 1) {
      console.error(`--${name} must be a positive integer`);
      process.exit(1);
    }
    return n;
  };
  return {
    url,
    consultants: count("consultants", "BENCH_CONSULTANTS", 100_000),
    evaluations: count("evaluations", "BENCH_EVALUATIONS", 1_000_000),
    companies: count("companies", "BENCH_COMPANIES", 1_000),
    reset: process.argv.includes("--reset"),
  };
}

function sameDatabase(a: string, b: string): boolean {
  const key = (u: string) => {
    const p = new URL(u);
    return `${p.hostname}:${p.port || "5432"}/${decodeURIComponent(p.pathname.slice(1))}`;
  };
  return key(a) === key(b);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates the database through the server's `postgres` database; returns whether it existed. */
async function ensureDatabase(url: string, reset: boolean): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error("BENCH_DATABASE_URL names no database");
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (reset) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return true;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return false;
  } finally {
    await client.end();
  }
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  return result;
}

function digits(n: number, min: number): number {
  return Math.max(min, String(n).length);
}

// The language region of a locality, as prisma/seed/demo.ts decides it (regionOf).
const REGION_SQL = `
  CASE
    WHEN canton IN ('GE', 'VD', 'NE', 'JU') THEN 'fr'
    WHEN canton = 'TI' THEN 'it'
    WHEN canton = 'FR' THEN CASE WHEN pc >= 3000 OR pc BETWEEN 1712 AND 1719 OR pc BETWEEN 1734 AND 1737 THEN 'de' ELSE 'fr' END
    WHEN canton = 'VS' THEN CASE WHEN pc < 3000 THEN 'fr' ELSE 'de' END
    WHEN canton = 'BE' THEN CASE WHEN pc BETWEEN 2533 AND 2538 OR pc BETWEEN 2600 AND 2799 THEN 'fr' ELSE 'de' END
    WHEN canton = 'GR' THEN CASE WHEN pc BETWEEN 6535 AND 6565 OR pc BETWEEN 7602 AND 7610 OR pc BETWEEN 7741 AND 7748 THEN 'it' ELSE 'de' END
    ELSE 'de'
  END`;

/** Picks the array of a region: CASE <region> WHEN 'fr' THEN $fr WHEN 'it' THEN $it ELSE $de END. */
function byRegion(region: string, de: number, fr: number, it: number): string {
  return `(CASE ${region} WHEN 'fr' THEN $${fr}::text[] WHEN 'it' THEN $${it}::text[] ELSE $${de}::text[] END)`;
}

const flat = (lists: Record<string, readonly string[]>) => [...new Set(Object.values(lists).flat())];

/** The name pools of both the consultants and the customers, as nine consecutive query parameters:
 * given names (women's, then men's) and family names, each in German, French and Italian. */
const NAME_POOLS = [
  D.GIVEN_NAMES.de.f,
  D.GIVEN_NAMES.fr.f,
  D.GIVEN_NAMES.it.f,
  D.GIVEN_NAMES.de.m,
  D.GIVEN_NAMES.fr.m,
  D.GIVEN_NAMES.it.m,
  D.FAMILY_NAMES.de,
  D.FAMILY_NAMES.fr,
  D.FAMILY_NAMES.it,
];

async function main(): Promise<void> {
  const options = readOptions();
  const cfg = config();
  const total = performance.now();
  console.log(
    `Benchmark data: ${options.consultants.toLocaleString("en")} consultants, ${options.evaluations.toLocaleString("en")} evaluations, ${options.companies.toLocaleString("en")} companies`,
  );

  await step("database", () => ensureDatabase(options.url, options.reset));
  await step("migrations", () => migrate(options.url, path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations")));
  const db = createPrismaClient(options.url, 2);
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await step("reference data", () => seedReference(db));
    const { rows: existing } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Consultant"`);
    const existingCount = existing[0]!.n;
    if (existingCount > 0) {
      console.log(`The database already holds ${existingCount} consultants; nothing to do (--reset starts over).`);
      return;
    }

    // Bulk loading: losing the last transactions on a crash is fine here.
    await client.query("SET synchronous_commit = off");
    await client.query("SET work_mem = '128MB'");
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query(`SELECT setseed(${SEED})`);

    await step("helpers", async () => {
      await client.query(`
        CREATE FUNCTION pg_temp.pick(items text[]) RETURNS text LANGUAGE sql VOLATILE AS
        $$ SELECT items[1 + floor(random() * cardinality(items))::int] $$`);
      await client.query(`
        CREATE FUNCTION pg_temp.slug(t text) RETURNS text LANGUAGE sql IMMUTABLE AS
        $$ SELECT regexp_replace(
             translate(replace(replace(replace(lower(t), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'),
                       'éèêëàâáçïîíôóòûùúñšćčđžşğıøå', 'eeeeaaaciiiooouuunsccdzsgioa'),
             '[^a-z0-9]+', '', 'g') $$`);
      // Localities fit for an address; town centres weigh 30 times, as people cluster there.
      await client.query(
        `CREATE TEMP TABLE bench_loc AS
         SELECT row_number() OVER (ORDER BY "postalCode", "place")::int AS rn, "postalCode", "place", "canton",
                "latitude", "longitude", ${REGION_SQL} AS region,
                "place" = ANY($1::text[]) AS town
         FROM (SELECT *, "postalCode"::int AS pc FROM "PostalLocality") l
         WHERE "place" !~ '[0-9]' AND "place" !~ '\\m(PF|SC)\\M'`,
        [Object.values(D.TOWNS).flat()],
      );
      await client.query(`
        CREATE TEMP TABLE bench_pick AS
        SELECT row_number() OVER (ORDER BY rn, copy)::int AS k, rn AS loc_rn
        FROM bench_loc CROSS JOIN LATERAL generate_series(1, CASE WHEN town THEN 30 ELSE 1 END) AS copy`);
      await client.query(`CREATE UNIQUE INDEX ON bench_pick (k)`);
      await client.query(`CREATE UNIQUE INDEX ON bench_loc (rn)`);
      await client.query(`
        CREATE TEMP TABLE bench_topic AS
        SELECT (row_number() OVER (ORDER BY "sortOrder", "id") - 1)::int AS k, "id" FROM "ConsultingTopic"`);
      await client.query(`
        CREATE TEMP TABLE bench_cat AS
        SELECT row_number() OVER (ORDER BY "sortOrder", "id")::int AS ord, "id" FROM "RatingCategory"`);
      await client.query(`CREATE TEMP TABLE bench_text (kind text, language text, sentiment text, texts text[])`);
      for (const [language, bySentiment] of Object.entries(D.COMMENT_SENTENCES)) {
        for (const [sentiment, texts] of Object.entries(bySentiment)) {
          await client.query(`INSERT INTO bench_text VALUES ('comment', $1, $2, $3)`, [language, sentiment, texts]);
          await client.query(`INSERT INTO bench_text VALUES ('reply', $1, $2, $3)`, [
            language,
            sentiment,
            D.CONSULTANT_REPLIES[language as D.EvaluationLanguage][sentiment as D.Sentiment],
          ]);
        }
      }
    });
    const { rows: pickRows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_pick`);
    const picks = pickRows[0]!.n;
    const { rows: topicRows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_topic`);
    const topics = topicRows[0]!.n;

    await step("companies", () =>
      client.query(
        `INSERT INTO "Company" ("number", "name", "streetName", "streetNumber", "postalCode", "city", "canton", "email", "phone",
                                "introduction", "websiteUrl", "latitude", "longitude", "createdAt", "updatedAt")
         SELECT x.number, x.family || ' ' || x.business, x.street, x.street_number, x."postalCode", x.place, x.canton,
                'info@' || pg_temp.slug(x.family) || '-' || x.i || '.ch', x.phone,
                CASE WHEN random() < 0.7 THEN replace(replace(pg_temp.pick(${byRegion("x.region", 4, 5, 6)}), '{Y}', (2000 + x.i % 24)::text), '{C}', x.place) END,
                'https://www.' || pg_temp.slug(x.family) || '-' || x.i || '.ch', x.latitude, x.longitude, x.created, x.created
         FROM (
           SELECT s.i, s.number, s.created, l.*,
                  pg_temp.pick(${byRegion("l.region", 7, 8, 9)}) AS family,
                  pg_temp.pick(${byRegion("l.region", 10, 11, 12)}) AS business,
                  pg_temp.pick(${byRegion("l.region", 13, 14, 15)}) AS street,
                  (1 + floor(random() * 80))::text AS street_number,
                  '+41 ' || (ARRAY['44','31','61','21','22','41','71','91'])[1 + floor(random() * 8)::int] || ' ' ||
                    (200 + floor(random() * 800))::int || ' ' || lpad(floor(random() * 100)::int::text, 2, '0') || ' ' ||
                    lpad(floor(random() * 100)::int::text, 2, '0') AS phone
           FROM (
             SELECT i, 'F-' || lpad(i::text, $2, '0') AS number, 1 + floor(random() * $3)::int AS k,
                    now() - random() * interval '1000 days' AS created
             FROM generate_series(1, $1) AS i
           ) s
           JOIN bench_pick p ON p.k = s.k
           JOIN bench_loc l ON l.rn = p.loc_rn
         ) x`,
        [
          options.companies,
          digits(options.companies, 4),
          picks,
          D.COMPANY_INTRODUCTIONS.de,
          D.COMPANY_INTRODUCTIONS.fr,
          D.COMPANY_INTRODUCTIONS.it,
          D.FAMILY_NAMES.de,
          D.FAMILY_NAMES.fr,
          D.FAMILY_NAMES.it,
          ["Finanzberatung AG", "Treuhand GmbH", "Vorsorge GmbH", "Vermögensverwaltung AG", "Versicherungsberatung GmbH", "Immobilien & Finanz AG"],
          ["Conseil SA", "Patrimoine SA", "Fiduciaire Sàrl", "Gestion de Fortune SA", "Assurances Conseil Sàrl"],
          ["Consulenze Finanziarie SA", "Fiduciaria SA", "Gestione Patrimoniale SA", "Consulenze Assicurative Sagl"],
          D.STREETS.de,
          D.STREETS.fr,
          D.STREETS.it,
        ],
      ),
    );
    const { rows: companyRange } = await client.query<{ min: number; n: number }>(`SELECT min("id")::int AS min, count(*)::int AS n FROM "Company"`);

    await step("consultants", () =>
      client.query(
        `INSERT INTO "Consultant" ("number", "email", "honorific", "givenName", "familyName", "streetName", "streetNumber",
                                   "postalCode", "city", "canton", "latitude", "longitude", "publicEmail", "phoneCellular",
                                   "introduction", "tags", "qualifications", "languages", "state", "companyId", "companyLinkState",
                                   "acceptsPrivacyPolicy", "termsAndConditions", "trialEndsAt", "createdAt", "updatedAt")
         SELECT x.number, x.email, x.honorific::"Honorific", x.given, x.family, x.street, x.street_number,
                x."postalCode", x.place, x.canton, x.latitude, x.longitude, x.email, x.mobile,
                CASE WHEN random() < 0.6 THEN replace(replace(replace(replace(pg_temp.pick(${byRegion("x.region", 4, 5, 6)}),
                  '{Y}', (3 + x.i % 25)::text), '{C}', x.place), '{T}', x.topic_word), '{Q}', x.qualification) END,
                x.tags, ARRAY[x.qualification] || CASE WHEN random() < 0.3 THEN ARRAY[pg_temp.pick(${byRegion("x.region", 7, 8, 9)})] ELSE '{}'::text[] END,
                x.languages, x.state::"ConsultantState", x.company_id,
                (CASE WHEN x.company_id IS NULL THEN 'unlinked'
                      WHEN x.r_link < 0.85 THEN 'accepted'
                      WHEN x.r_link < 0.90 THEN 'administrator'
                      WHEN x.r_link < 0.95 THEN 'requestedByConsultant'
                      ELSE 'requestedByCompany' END)::"CompanyLinkState",
                x.state <> 'unclaimed', x.state <> 'unclaimed',
                CASE WHEN x.state <> 'unclaimed' THEN x.created + interval '${cfg.TRIAL_DAYS} days' END,
                x.created, x.created
         FROM (
           SELECT y.*, lower(pg_temp.slug(y.given) || '.' || pg_temp.slug(y.family) || '.' || y.i || '@example.ch') AS email,
                  ARRAY(SELECT t FROM unnest(${byRegion("y.region", 10, 11, 12)}) AS t WHERE random() < y.tag_share) AS tags
           FROM (
             SELECT s.*, l.*,
                    CASE WHEN s.female THEN 'mrs' ELSE 'mr' END AS honorific,
                    CASE WHEN s.female THEN pg_temp.pick(${byRegion("l.region", 13, 14, 15)})
                         ELSE pg_temp.pick(${byRegion("l.region", 16, 17, 18)}) END AS given,
                    pg_temp.pick(${byRegion("l.region", 19, 20, 21)}) AS family,
                    pg_temp.pick(${byRegion("l.region", 22, 23, 24)}) AS street,
                    (1 + floor(random() * 120))::text AS street_number,
                    '+41 7' || (6 + floor(random() * 4))::int || ' ' || (200 + floor(random() * 800))::int || ' ' ||
                      lpad(floor(random() * 100)::int::text, 2, '0') || ' ' || lpad(floor(random() * 100)::int::text, 2, '0') AS mobile,
                    pg_temp.pick(${byRegion("l.region", 25, 26, 27)}) AS qualification,
                    (CASE l.region WHEN 'fr' THEN 'conseil financier' WHEN 'it' THEN 'consulenza finanziaria' ELSE 'Finanzberatung' END) AS topic_word,
                    ARRAY[l.region]
                      || CASE WHEN random() < 0.6 THEN ARRAY['en'] ELSE '{}'::text[] END
                      || CASE WHEN random() < 0.3 THEN ARRAY[CASE l.region WHEN 'de' THEN 'fr' ELSE 'de' END] ELSE '{}'::text[] END
                      || CASE WHEN random() < 0.05 THEN ARRAY[pg_temp.pick(ARRAY['es','pt','sq','hr','sr','tr','nl','ru','ta','ar','zh','th','ku','mk'])] ELSE '{}'::text[] END
                      AS languages,
                    CASE WHEN random() < 0.4 THEN $28::int + floor(random() * $29)::int END AS company_id,
                    random() AS r_link,
                    CASE WHEN random() < 0.05 THEN 0.6 ELSE 0.02 + random() * 0.12 END AS tag_share
             FROM (
               SELECT i, 'C-' || lpad(i::text, $2, '0') AS number, 1 + floor(random() * $3)::int AS k,
                      random() < 0.45 AS female,
                      (CASE WHEN r < 0.85 THEN 'active' WHEN r < 0.97 THEN 'unclaimed' ELSE 'disabled' END) AS state,
                      now() - random() * interval '900 days' AS created
               FROM (SELECT i, random() AS r FROM generate_series(1, $1) AS i) g
             ) s
             JOIN bench_pick p ON p.k = s.k
             JOIN bench_loc l ON l.rn = p.loc_rn
           ) y
         ) x`,
        [
          options.consultants,
          digits(options.consultants, 6),
          picks,
          D.CONSULTANT_INTRODUCTIONS.de,
          D.CONSULTANT_INTRODUCTIONS.fr,
          D.CONSULTANT_INTRODUCTIONS.it,
          D.QUALIFICATIONS.de.general,
          D.QUALIFICATIONS.fr.general,
          D.QUALIFICATIONS.it.general,
          flat(D.TAGS.de),
          flat(D.TAGS.fr),
          flat(D.TAGS.it),
          ...NAME_POOLS,
          D.STREETS.de,
          D.STREETS.fr,
          D.STREETS.it,
          flat({ ...D.QUALIFICATIONS.de, general: [] }),
          flat({ ...D.QUALIFICATIONS.fr, general: [] }),
          flat({ ...D.QUALIFICATIONS.it, general: [] }),
          companyRange[0]!.min,
          companyRange[0]!.n,
        ],
      ),
    );

    await step("consultant topics", () =>
      // Every consultant has the topic id % topics; others join at random.
      client.query(
        `INSERT INTO "ConsultantTopic" ("consultantId", "consultingTopicId")
         SELECT c."id", t."id" FROM "Consultant" c JOIN bench_topic t ON t.k = c."id" % $1 OR random() < 0.15`,
        [topics],
      ),
    );

    await step("evaluations (staging)", async () => {
      // Evaluations pile up on popular profiles: rank r gets a share ~ 1/sqrt(r).
      await client.query(`
        -- The sort key comes from a subquery: a random() repeated next to ORDER BY random() would
        -- be read from the sort key instead of being drawn anew.
        CREATE TEMP TABLE bench_cons AS
        SELECT row_number() OVER (ORDER BY r.sort_key)::int AS rn, r."id", r.region, r.topic_id, r.quality
        FROM (
          SELECT c."id", c."languages"[1] AS region, t."id" AS topic_id, random() AS sort_key,
                 CASE WHEN random() < 0.1 THEN 1.8 + random() * 1.4 ELSE 3.3 + random() * 1.65 END AS quality
          FROM "Consultant" c JOIN bench_topic t ON t.k = c."id" % ${topics}
          WHERE c."state" <> 'unclaimed' OR random() < 0.1
        ) r`);
      await client.query(`CREATE UNIQUE INDEX ON bench_cons (rn)`);
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_cons`);
      await client.query(
        `CREATE TEMP TABLE bench_eval AS
         SELECT y.*, CASE WHEN y.overall < 4 THEN $4::int ELSE $3::int END AS hold_days
         FROM (
           SELECT x.*, round((SELECT avg(v) FROM unnest(x.ratings) AS v), 2) AS overall
           FROM (
             SELECT s.i, overlay(overlay(md5('bench-evaluation-' || s.i) placing '4' from 13) placing '8' from 17)::uuid AS id,
                    c."id" AS consultant_id, c.topic_id, s.recent, s.female,
                    CASE WHEN random() < 0.1 THEN 'en' ELSE c.region END AS language,
                    CASE WHEN s.female THEN pg_temp.pick(${byRegion("c.region", 5, 6, 7)})
                         ELSE pg_temp.pick(${byRegion("c.region", 8, 9, 10)}) END AS given,
                    pg_temp.pick(${byRegion("c.region", 11, 12, 13)}) AS family,
                    CASE WHEN s.recent THEN now() - random() * interval '16 days'
                         ELSE now() - interval '16 days' - random() * interval '530 days' END AS created,
                    ARRAY(SELECT least(5, greatest(1, round((c.quality + s.mood + (random() - 0.5) * 0.8)::numeric, 2)))
                          FROM bench_cat WHERE s.i IS NOT NULL ORDER BY ord) AS ratings,
                    NOT s.recent AND random() < 0.12 AS has_reply,
                    NOT s.recent AND random() < 0.0005 AS hidden,
                    random() < 0.15 AS early
             FROM (
               SELECT i, i % 3 = 0 AS recent, random() < 0.5 AS female,
                      (random() + random() + random() - 1.5) * 1.1 AS mood,
                      1 + floor($2::int * power(random(), 2))::int AS crn
               FROM generate_series(1, $1::int) AS i
             ) s
             JOIN bench_cons c ON c.rn = s.crn
           ) x
         ) y`,
        [options.evaluations, rows[0]!.n, cfg.RELEASE_DAYS, cfg.BAD_RATING_HOLD_DAYS, ...NAME_POOLS],
      );
    });

    await step("evaluations", () =>
      client.query(
        `INSERT INTO "Evaluation" ("id", "consultantId", "dateOfCreation", "date", "state", "releaseAt", "publishedAt", "emailConfirmedAt",
                                   "mandateConfirmedAt", "relationshipConfirmedAt", "editTokenHash", "customerHonorific", "customerGivenName", "customerFamilyName", "customerEmail",
                                   "nameDisplayStyle", "language", "comment", "privacyPolicyAndTermsAndConditions", "overallRating",
                                   "consultantComment", "consultantCommentDate", "hiddenAt", "hiddenReason")
         SELECT z.id, z.consultant_id, z.created, z.created, z.state::"EvaluationState", z.release_at, z.published_at, z.created,
                CASE WHEN random() < 0.3 THEN z.created END,
                CASE WHEN z.has_reply THEN least(now(), z.published_at + random() * interval '10 days') END,
                encode(sha256(convert_to(z.id::text || random()::text, 'UTF8')), 'hex'),
                (CASE WHEN z.female THEN 'mrs' ELSE 'mr' END)::"Honorific", z.given, z.family,
                lower(pg_temp.slug(z.given) || '.' || pg_temp.slug(z.family) || '@' || pg_temp.pick($1::text[])),
                (ARRAY['fullName', 'givenNameAndFamilyNameInitial', 'givenName'])[1 + floor(random() * 3)::int]::"NameDisplayStyle",
                z.language,
                CASE WHEN random() < 0.7 THEN pg_temp.pick(c.texts) END,
                true, z.overall,
                CASE WHEN z.has_reply THEN pg_temp.pick(r.texts) END,
                CASE WHEN z.has_reply THEN least(now(), z.published_at + random() * interval '10 days') END,
                CASE WHEN z.hidden THEN z.published_at + interval '3 days' END,
                CASE WHEN z.hidden THEN pg_temp.pick($2::text[]) END
         FROM (
           SELECT e.*, e.created + make_interval(days => e.hold_days) AS release_at,
                  CASE WHEN e.recent THEN 'inReview' ELSE 'published' END AS state,
                  CASE WHEN e.recent THEN NULL
                       WHEN e.early THEN e.created + random() * make_interval(days => e.hold_days)
                       ELSE e.created + make_interval(days => e.hold_days) END AS published_at,
                  CASE WHEN e.overall >= 4.2 THEN 'positive' WHEN e.overall >= 3.2 THEN 'mixed' ELSE 'negative' END AS sentiment
           FROM bench_eval e
         ) z
         LEFT JOIN bench_text c ON c.kind = 'comment' AND c.language = z.language AND c.sentiment = z.sentiment
         LEFT JOIN bench_text r ON r.kind = 'reply' AND r.language = z.language AND r.sentiment = z.sentiment
         -- In key order, the uuid indexes grow at their right edge instead of splitting pages everywhere.
         ORDER BY z.id`,
        [D.MAIL_PROVIDERS, D.HIDDEN_REASONS],
      ),
    );

    // Name pools repeat, so one mailbox may rate a consultant twice: it counts once (lib/evaluations/one-per-mailbox.ts).
    await step("one rating per mailbox", () => settleMailboxes(db, "all"));
    await step("evaluation ratings", () =>
      client.query(`
        INSERT INTO "EvaluationRating" ("evaluationId", "ratingCategoryId", "value")
        SELECT e.id, c."id", e.ratings[c.ord] FROM bench_eval e JOIN bench_cat c ON c.ord <= cardinality(e.ratings)
        ORDER BY e.id, c."id"`),
    );
    await step("evaluation topics", () =>
      client.query(`INSERT INTO "EvaluationTopic" ("evaluationId", "consultingTopicId") SELECT id, topic_id FROM bench_eval ORDER BY id`),
    );
    await step("subscriptions", () =>
      client.query(`
        INSERT INTO "Subscription" ("consultantId", "planId", "status", "monthlyAmountRappen", "currentPeriodEnd", "lastInvoiceStatus", "createdAt", "updatedAt")
        SELECT s."id", s.plan, s.status::"SubscriptionStatus", CASE s.plan WHEN 'professional' THEN 9900 ELSE 7900 END,
               CASE WHEN s.status = 'active' THEN now() + random() * interval '30 days' ELSE now() - random() * interval '200 days' END,
               'paid', s."trialEndsAt", s."trialEndsAt"
        FROM (
          SELECT "id", "trialEndsAt", CASE WHEN random() < 0.55 THEN 'professional' ELSE 'essential' END AS plan,
                 CASE WHEN random() < 0.85 THEN 'active' ELSE 'canceled' END AS status
          FROM "Consultant" WHERE "state" = 'active' AND random() < 0.35
        ) s`),
    );
    await client.query("DROP TABLE bench_eval, bench_cons");

    await step("consultant aggregates", () => refreshConsultantAggregates(db));
    await step("company aggregates", () => refreshCompanyAggregates(db));
    // VACUUM as well: sets hint bits and the visibility map, so benchmarks measure steady state.
    await step("vacuum analyze", () => client.query("VACUUM (ANALYZE)"));

    const { rows: summary } = await client.query<{ state: string; n: number }>(
      `SELECT 'consultants ' || "state" AS state, count(*)::int AS n FROM "Consultant" GROUP BY 1
       UNION ALL SELECT 'evaluations ' || "state", count(*)::int FROM "Evaluation" GROUP BY 1
       UNION ALL SELECT 'evaluations due for release', count(*)::int FROM "Evaluation" WHERE "state" = 'inReview' AND "releaseAt" <= now()
       ORDER BY 1`,
    );
    console.log(summary.map((r) => `${r.state}: ${r.n.toLocaleString("en")}`).join("\n"));
    console.log(`Total ${((performance.now() - total) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
