// A fresh database for one integration test file, cloned from the run's migrated template.
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { dropDatabase, urlFor, withAdmin } from "./postgres";

export type TestDatabase = { name: string; url: string; db: Db; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("templateDatabase");
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = urlFor(name);
  const db = createPrismaClient(url, 4);
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await dropDatabase(name);
    },
  };
}

/**
 * Drops `database` at the end of a file whose code under test reached it through lib/db/client (DATABASE_URL):
 * that client lets go of its connections first.
 */
export async function dropAfterAppClient(database: TestDatabase | undefined): Promise<void> {
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();
  await database?.drop();
}
