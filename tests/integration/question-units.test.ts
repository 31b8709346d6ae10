// A question's unit (prefix, suffix) in four languages (issue 31, item 4): the migration turns
// today's German texts into { de, en, fr, it } with real translations of the known units, the
// administration stores all four, and the questionnaire and the customer's summary show the page's
// language, German where one is missing.
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createQuestion } from "@/app/api/questionDefinition/route";
import { defaultMigrationsDir, migrate } from "@/lib/db/migrate";
import { loadActiveQuestions, localizeQuestion } from "@/lib/rating-questionnaire/load-questionnaire";
import { localizeUnit } from "@/lib/question-catalogue/unit";
import { callJson, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin } from "@/tests/support/actors";
import { dropDatabase, urlFor, withAdmin } from "@/tests/support/postgres";

const MIGRATION = "20261203160000_localized_question_units";

describe("the migration to localized units", () => {
  const name = `bw_units_${process.pid}_${Date.now().toString(36)}`;
  const url = urlFor(name);
  let client: pg.Client;

  beforeAll(async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    // The database as it was before: every migration but this one.
    const before = mkdtempSync(path.join(tmpdir(), "bw-units-"));
    for (const dir of readdirSync(defaultMigrationsDir())) {
      if (dir !== MIGRATION) cpSync(path.join(defaultMigrationsDir(), dir), path.join(before, dir), { recursive: true });
    }
    await migrate(url, before);
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await dropDatabase(name);
  });

  it("moves the German units of the questions and of the answers' snapshots into four languages", async () => {
    await client.query(`INSERT INTO "QuestionDefinition" (id, type, text, prefix, suffix, "updatedAt") VALUES
      (1, 'text', '{"de":"Wie lange?"}', NULL, 'Jahre', now()),
      (2, 'text', '{"de":"Wie viel?"}', 'CHF', ' ', now()),
      (3, 'text', '{"de":"Wie viele?"}', NULL, 'Punkte', now())`);
    // An answer's snapshot without its evaluation: the foreign keys are not what this test is about.
    await client.query("SET session_replication_role = replica");
    await client.query(`INSERT INTO "QuestionResult" ("evaluationId", "questionDefinitionId", points, value, "textValue", "questionSnapshot")
      VALUES (gen_random_uuid(), 1, 0, 0, '12', '{"type":"text","text":{"de":"Wie lange?"},"prefix":null,"suffix":"Jahre","options":[]}')`);
    await client.query("SET session_replication_role = DEFAULT");

    expect((await migrate(url)).applied).toEqual([MIGRATION]);

    const questions = (await client.query(`SELECT id, prefix, suffix FROM "QuestionDefinition" ORDER BY id`)).rows;
    expect(questions).toEqual([
      { id: 1, prefix: null, suffix: { de: "Jahre", en: "years", fr: "ans", it: "anni" } },
      { id: 2, prefix: { de: "CHF", en: "CHF", fr: "CHF", it: "CHF" }, suffix: null },
      { id: 3, prefix: null, suffix: { de: "Punkte", en: "", fr: "", it: "" } },
    ]);
    const [snapshot] = (await client.query(`SELECT "questionSnapshot" AS s FROM "QuestionResult"`)).rows;
    expect(snapshot.s).toMatchObject({ prefix: null, suffix: { de: "Jahre", fr: "ans", it: "anni", en: "years" }, text: { de: "Wie lange?" } });
  });
});

describe("localized units in the administration and the questionnaire", () => {
  setupApiDatabase();

  it("stores the four languages and shows the page's, German where one is empty", async () => {
    const res = await callJson<{ id: number; suffix: unknown; prefix: unknown }>(createQuestion, "POST", "/api/questionDefinition", {
      actor: platformAdmin(),
      body: {
        type: "text",
        text: { de: "Wie viele Termine?", en: "How many meetings?", fr: "Combien de rendez-vous ?", it: "Quanti appuntamenti?" },
        required: false,
        prefix: { de: "", en: "", fr: "", it: "" },
        suffix: { de: "Termine", en: "meetings", fr: "rendez-vous", it: "" },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ prefix: null, suffix: { de: "Termine", en: "meetings", fr: "rendez-vous", it: "" } });
    const stored = (await loadActiveQuestions()).find((q) => q.id === res.body.id)!;
    expect(localizeQuestion(stored, "fr").suffix).toBe("rendez-vous");
    expect(localizeQuestion(stored, "it").suffix).toBe("Termine");
    expect(localizeQuestion(stored, "fr").prefix).toBeNull();
  });

  it("refuses a unit without its German text, the fallback of the others", async () => {
    const res = await callJson<{ invalidParams: { pointer: string }[] }>(createQuestion, "POST", "/api/questionDefinition", {
      actor: platformAdmin(),
      body: { type: "text", text: { de: "A", en: "A", fr: "A", it: "A" }, suffix: { de: "", en: "years", fr: "ans", it: "anni" } },
    });
    expect(res.status).toBe(422);
    expect(res.body.invalidParams.map((p) => p.pointer)).toEqual(["/suffix/de"]);
  });

  it("seeds the years question's unit in four languages", async () => {
    const seeded = (await loadActiveQuestions()).filter((q) => q.suffix !== null);
    expect(seeded.map((q) => localizeQuestion(q, "fr").suffix)).toContain("ans");
    expect(seeded.map((q) => localizeQuestion(q, "it").suffix)).toContain("anni");
  });

  it("reads a snapshot written before the migration as it is", () => {
    expect(localizeUnit("Jahre", "fr")).toBe("Jahre");
    expect(localizeUnit(null, "fr")).toBeNull();
    expect(localizeUnit({ de: "Jahre", en: "", fr: "ans", it: "" }, "en")).toBe("Jahre");
  });
});
