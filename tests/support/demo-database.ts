// A fresh database with the demo data (prisma/seed/demo.ts) for one integration test file: the administration's
// pages and services are checked against what a demo shows. The application's client reaches it through
// DATABASE_URL, so modules that read it are imported in a later beforeAll.
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/lib/db/create-client";
import { seedDemo } from "@/prisma/seed/demo";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "./test-database";

export function setupDemoDatabase(): { readonly db: Db } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
    await seedDemo(database.db);
  }, 180_000);
  afterAll(() => dropAfterAppClient(database));
  return {
    get db() {
      if (!database) throw new Error("database not ready");
      return database.db;
    },
  };
}
