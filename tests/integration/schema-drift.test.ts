import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSchemaDrift, type Datamodel } from "@/lib/db/schema-drift";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

const datamodel = JSON.parse(readFileSync("lib/db/generated/dmmf.json", "utf8")) as Datamodel;

describe("schema.prisma and the migrations", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  it("describe the same tables, columns and enums", async () => {
    expect(await findSchemaDrift(t.url, datamodel)).toEqual([]);
  });

  it("reports a column that a migration did not create", async () => {
    // CASCADE: the trigger that resets the address's confirmation (migration 20261201010000) depends on the column.
    await t.db.$executeRawUnsafe(`ALTER TABLE "Consultant" DROP COLUMN "publicEmail" CASCADE`);
    await t.db.$executeRawUnsafe(`ALTER TABLE "Evaluation" ALTER COLUMN "comment" SET NOT NULL`);
    expect(await findSchemaDrift(t.url, datamodel)).toEqual([
      `column "Consultant"."publicEmail" is missing`,
      `column "Evaluation"."comment" is NOT NULL, the model says optional`,
    ]);
  });
});
